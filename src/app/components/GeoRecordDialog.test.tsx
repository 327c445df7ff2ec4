import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { messages } from '../i18n/locales/it';
import { GeoRecordDialog } from './GeoRecordDialog';

vi.mock('./map', () => ({ PositionInputs: () => null }));

const resolver: Resolver<FieldValues> = async (values) => ({ values, errors: {} });

const renderDialog = (onClose = vi.fn()) => {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <GeoRecordDialog resource="place" record={{ companyId: 1, radiusMeters: 150, lat: null, lng: null }} resolver={resolver} required={new Set(['name'])} title="resources.place.add" onClose={onClose} />
    </AdminContext>,
  );
  return onClose;
};

const pressEscape = () => fireEvent.keyDown(screen.getByTestId('geo-dialog'), { key: 'Escape' });
const clickBeside = () => {
  const backdrop = screen.getByTestId('geo-dialog').querySelector('.MuiBackdrop-root') as HTMLElement;
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
};
const type = async (text: string) => {
  const name = await screen.findByLabelText(/Nome della sede/);
  fireEvent.change(name, { target: { value: text } });
  await waitFor(() => expect(name).toHaveValue(text));
};

describe('the site dialog', () => {
  afterEach(cleanup);

  it('closes on Escape or a click beside it while nothing was typed', async () => {
    const onClose = renderDialog();
    await screen.findByLabelText(/Nome della sede/);
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    clickBeside();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed on Escape or a click beside it, asking first whether to discard it', async () => {
    const onClose = renderDialog();
    await type('Centrale operativa');
    pressEscape();
    expect(await screen.findByText('Annullare le modifiche?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Continua a modificare/ }));
    await waitFor(() => expect(screen.queryByText('Annullare le modifiche?')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Nome della sede/)).toHaveValue('Centrale operativa');

    clickBeside();
    expect(await screen.findByText('Annullare le modifiche?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Scarta le modifiche/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once on Cancel, changes or not', async () => {
    const onClose = renderDialog();
    await type('Magazzino');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Annullare le modifiche?')).not.toBeInTheDocument();
  });
});
