import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { messages as worker } from '../../i18n/locales/it';
import { messages as office } from '../../i18n/locales/office/it';
import { deepMerge, type TTree } from '../../i18n/features';
import { appStore } from '../../state/store';
import { MedicalVisitDialog } from './MedicalVisitDialog';
import { TrainingRecordDialog } from './TrainingRecordDialog';

const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1], mustChangePassword: false };
const messages = deepMerge(worker as unknown as TTree, office as unknown as TTree) as unknown as typeof worker;


const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const renderDialog = (dialog: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} queryClient={new QueryClient()}>
        {dialog}
      </AdminContext>
    </MemoryRouter>,
  );

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

/** The helper text under a field: where react-admin shows its error. */
const errorOf = (label: RegExp) => {
  const field = screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;
  return field.querySelector('.MuiFormHelperText-root')?.textContent?.replace('\u200b', '') ?? '';
};

describe('the medical visit dialog', () => {
  beforeEach(() => appStore.set({ auth: { user: admin, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the limits with FIT_WITH_LIMITS and the last day with TEMPORARILY_UNFIT, sending nothing until they are there', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ id: 9 }, 201)));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderDialog(<MedicalVisitDialog userId={4} open onClose={() => undefined} onSaved={onSaved} />);
    await choose('Giudizio', 'Idoneo con limitazioni');
    save();
    await waitFor(() => expect(errorOf(/^Limitazioni/)).toBe('Campo obbligatorio'));
    await choose('Giudizio', 'Temporaneamente non idoneo');
    save();
    await waitFor(() => expect(errorOf(/^Non idoneo fino al/)).toBe('Campo obbligatorio'));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Non idoneo fino al/), { target: { value: '2026-12-31' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/medical-fitness');
    expect(JSON.parse(String(init.body))).toMatchObject({ userId: 4, outcome: 'TEMPORARILY_UNFIT', unfitUntil: '2026-12-31', limits: null });
  });

  it('shows the server’s field errors on their fields', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ message: 'Dati non validi', errors: { visitDate: 'La visita non può essere nel futuro' } }, 400))));
    const onSaved = vi.fn();
    renderDialog(<MedicalVisitDialog userId={4} open onClose={() => undefined} onSaved={onSaved} />);
    save();
    await waitFor(() => expect(errorOf(/^Data della visita/)).toBe('La visita non può essere nel futuro'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the training record dialog', () => {
  beforeEach(() => appStore.set({ auth: { user: admin, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('brings the course’s hours, asks for the provider, and sends the record', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ id: 3 }, 201)));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderDialog(<TrainingRecordDialog userId={4} open onClose={() => undefined} onSaved={onSaved} />);
    await choose('Corso', 'Addetto al primo soccorso – aziende dei gruppi B e C');
    await waitFor(() => expect((screen.getByLabelText(/^Ore/) as HTMLInputElement).value).toBe('12'));
    save();
    await waitFor(() => expect(errorOf(/^Ente formatore/)).toBe('Campo obbligatorio'));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Ente formatore/), { target: { value: 'Croce Verde' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/training');
    expect(JSON.parse(String(init.body))).toMatchObject({ userId: 4, courseCode: 'PRIMO_SOCCORSO_BC', hours: 12, provider: 'Croce Verde' });
  });
});
