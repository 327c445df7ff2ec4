import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZRequestCreate } from '../../../shared/schemas/request';
import { requiredKeys } from '../../components/requiredFields';
import { formsLeaveCheckingToTheApp, requiredInputs } from '../../../../tests/helpers/required-marks';
import { CreateRequestPage } from './CreateRequestPage';
import { aRequest, callsTo, json, renderPortal, signInClient, SITES, stubApi } from './testing';


const api = (created: Response = json({ ...aRequest({ id: 42 }), message: 'Richiesta inviata' }, 201)) =>
  stubApi(
    (url) => (url.pathname === '/api/request/sites' ? json(SITES) : undefined),
    (url, init) => (url.pathname === '/api/request' && init?.method === 'POST' ? created : undefined),
  );

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('request-submit'));
/** The helper text (the error) of the input a label names. */
const errorOf = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(`${input.id}-helper-text`)?.textContent ?? '';
};

const fillRequired = async () => {
  await choose(/Tipo di servizio/, 'Vigilanza fissa (piantonamento)');
  await choose(/^Sede/, 'Magazzino Tiburtina');
  type(/^Oggetto/, 'Piantonamento inventario');
  type(/^Dal/, '2026-12-01');
};

describe('a new request', () => {
  beforeEach(signInClient);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says on each field what is missing, and sends nothing', async () => {
    const fetch = api();
    renderPortal(<CreateRequestPage />);
    await screen.findByRole('combobox', { name: /Sede/ });
    submit();
    await waitFor(() => expect(errorOf(/^Oggetto/)).toContain('Campo obbligatorio'));
    expect(errorOf(/^Dal/)).toContain('Campo obbligatorio');
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(4);
    type(/^Addetti/, '60');
    submit();
    await waitFor(() => expect(errorOf(/^Addetti/)).toBe('Indica da 1 a 50 addetti'));
    expect(callsTo(fetch, 'POST', '/api/request')).toEqual([]);
  });

  it('marks what the schema requires, the rounds too when asked, and leaves checking to the app', async () => {
    api();
    renderPortal(<CreateRequestPage />);
    await screen.findByRole('combobox', { name: /Sede/ });
    expect(formsLeaveCheckingToTheApp()).toBe(true);
    expect(requiredInputs()).toEqual([...requiredKeys(ZRequestCreate)].sort());
    expect(screen.getByRole('combobox', { name: /Tipo di servizio/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Al$/)).not.toBeRequired();
    await choose(/Tipo di servizio/, 'Vigilanza ispettiva (ronda)');
    expect(await screen.findByLabelText(/Ronde al giorno/)).toBeRequired();
  });

  it('asks the rounds per day only for an inspection service', async () => {
    api();
    renderPortal(<CreateRequestPage />);
    await choose(/Tipo di servizio/, 'Vigilanza ispettiva (ronda)');
    expect(await screen.findByLabelText(/Ronde al giorno/)).toBeInTheDocument();
    submit();
    await waitFor(() => expect(errorOf(/Ronde al giorno/)).toBe('Campo obbligatorio'));
    await choose(/Tipo di servizio/, 'Portierato');
    await waitFor(() => expect(screen.queryByLabelText(/Ronde al giorno/)).toBeNull());
  });

  it('takes time slots, refuses one without days, and sends them with the request; then opens it', async () => {
    const fetch = api();
    renderPortal(<CreateRequestPage />);
    await fillRequired();
    fireEvent.click(screen.getByTestId('slot-add'));
    const days = await screen.findByTestId('slot-days');
    for (const day of ['Lun', 'Mar', 'Mer', 'Gio', 'Ven']) fireEvent.click(within(days).getByRole('button', { name: day }));
    submit();
    await waitFor(() => expect(within(days.parentElement!).getByText('Campo obbligatorio')).toBeInTheDocument());
    fireEvent.click(within(days).getByRole('button', { name: 'Sab' }));
    fireEvent.click(within(days).getByRole('button', { name: 'Dom' }));
    submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashclient/request/42'));
    expect(callsTo(fetch, 'POST', '/api/request')[0].body).toEqual({
      serviceType: 'VIGILANZA_FISSA', siteId: 6, title: 'Piantonamento inventario', description: null, startDate: '2026-12-01', endDate: null,
      timeSlots: [{ days: [6, 7], start: '07:00', end: '19:00' }], headcount: 1, armed: false, roundsPerDay: null,
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    api(json({ message: 'Dati non validi', errors: { title: 'Testo troppo lungo', siteId: 'Sede non trovata' } }, 400));
    renderPortal(<CreateRequestPage />);
    await fillRequired();
    submit();
    await waitFor(() => expect(errorOf(/^Oggetto/)).toBe('Testo troppo lungo'));
    expect(screen.getByText('Sede non trovata')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('refuses a file that is not a PDF or an image, and keeps a good one', async () => {
    api();
    renderPortal(<CreateRequestPage />);
    const input = await screen.findByTestId('attachment-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'note.txt', { type: 'text/plain' }), new File(['%PDF'], 'planimetria.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByTestId('attachment-refused')).toHaveTextContent('note.txt: sono ammessi solo PDF, JPEG e PNG');
    expect(screen.getAllByTestId('attachment-chosen').map((item) => item.textContent)).toEqual([expect.stringContaining('planimetria.pdf')]);
  });
});
