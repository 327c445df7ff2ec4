import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../i18n/locales/worker/en';
import { messages as es } from '../i18n/locales/worker/es';
import { messages as it_ } from '../i18n/locales/worker/it';
import { updateWords } from './mountPrompt';
import { UpdatePrompt } from './UpdatePrompt';

const catalogues = { it: it_, es, en } as Record<string, unknown>;

describe('the update prompt', () => {
  afterEach(cleanup);

  it('tells of the new version and asks for the tap on Aggiorna once', async () => {
    const onUpdate = vi.fn();
    render(<UpdatePrompt words={updateWords('it', (code) => catalogues[code])!} onUpdate={onUpdate} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nuova versione disponibile');
    const button = screen.getByRole('button', { name: 'Aggiorna' });
    await userEvent.click(button);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    // Tapped: no second tap while the new version takes over.
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Più tardi' })).toBeDisabled();
  });

  it('goes away on "Più tardi" without updating', async () => {
    const onUpdate = vi.fn();
    render(<UpdatePrompt words={updateWords('it', (code) => catalogues[code])!} onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('speaks the user’s language, or the first one loaded', () => {
    expect(updateWords('es', (code) => catalogues[code])).toEqual({ available: 'Nueva versión disponible', action: 'Actualizar', later: 'Más tarde' });
    expect(updateWords('en', (code) => catalogues[code])?.action).toBe('Update');
    expect(updateWords('en', (code) => (code === 'es' ? es : undefined))?.action).toBe('Actualizar');
    expect(updateWords('it', () => undefined)).toBeUndefined();
  });
});
