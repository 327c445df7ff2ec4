import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRequest, TRequestEvent } from '../../../shared/schemas/request';
import { RequestDetailPage } from './RequestDetailPage';
import { anEvent, aRequest, callsTo, json, renderPortal, signInClient, stubApi } from './testing';


const HISTORY: TRequestEvent[] = [
  anEvent(),
  anEvent({ id: 2, kind: 'TAKEN', authorName: 'Bianchi Clara', byClient: false, fromStatus: 'OPEN', toStatus: 'IN_PROGRESS', createdAt: '2026-11-26T10:00:00.000Z' }),
];
const MESSAGES: TRequestEvent[] = [
  anEvent({ id: 3, kind: 'REPLY', authorName: 'Bianchi Clara', byClient: false, toStatus: null, text: 'Confermiamo due guardie armate.', createdAt: '2026-11-26T10:05:00.000Z' }),
  anEvent({ id: 4, kind: 'REPLY', text: 'Grazie,\nattendiamo i nomi.', toStatus: null, createdAt: '2026-11-26T10:10:00.000Z' }),
];

/** The request's routes; its status moves as the client's actions would move it on the server. */
const api = (request: TRequest | null, { history = HISTORY.slice(0, 1), messages = [] as TRequestEvent[] } = {}) => {
  let current = request;
  return stubApi(
    (url) => (url.pathname === '/api/request/7' ? (current ? json(current) : json({ message: 'Elemento inesistente' }, 404)) : undefined),
    (url) => (url.pathname === '/api/request/7/history' ? json(history) : undefined),
    (url) => (url.pathname === '/api/request/7/comments' ? json(messages) : undefined),
    (url, init) => {
      if (url.pathname !== '/api/request/7/cancel' || init?.method !== 'POST') return undefined;
      current = { ...current!, status: 'CANCELLED' };
      return json({ ...current, message: 'Richiesta annullata' });
    },
    (url, init) => (url.pathname === '/api/request/7/reply' && init?.method === 'POST' ? json({ message: 'Messaggio inviato' }) : undefined),
  );
};

const show = (id = '7') => renderPortal(<RequestDetailPage />, { path: '/dashclient/request/:id', at: `/dashclient/request/${id}` });

describe('a request’s page', () => {
  beforeEach(signInClient);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what was asked, and cancels it after a confirmation while it is still only sent', async () => {
    const fetch = api(aRequest());
    show();
    const details = await screen.findByTestId('request-details');
    expect(screen.getByText('Richiesta n. 7')).toBeInTheDocument();
    expect(details).toHaveTextContent('Vigilanza fissa (piantonamento)');
    expect(details).toHaveTextContent('Dal 01/12/2026 al 03/12/2026');
    expect(details).toHaveTextContent('lun–mer 08:00–18:00');
    expect(details).toHaveTextContent('Ingresso dal cortile.');
    expect(screen.getByTestId('request-status')).toHaveTextContent('Inviata');
    expect(await screen.findByTestId('history-step')).toHaveTextContent('Richiesta inviata');
    fireEvent.click(screen.getByTestId('cancel-request'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('La richiesta «Piantonamento inventario» verrà annullata');
    expect(callsTo(fetch, 'POST', '/api/request/7/cancel')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /Annulla richiesta/ }));
    // The toast first: it lives the specification's 3000 ms, and the page reads the request again meanwhile.
    expect(await screen.findByText('Richiesta annullata')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent('Annullata'));
    expect(callsTo(fetch, 'POST', '/api/request/7/cancel')).toHaveLength(1);
    expect(screen.queryByTestId('cancel-request')).toBeNull();
  });

  it('once taken in charge: no cancel, the history, the conversation and a reply', async () => {
    const fetch = api(aRequest({ status: 'IN_PROGRESS', handledByName: 'Bianchi Clara' }), { history: [...HISTORY, ...MESSAGES], messages: MESSAGES });
    show();
    expect(await screen.findByTestId('request-status')).toHaveTextContent('Presa in carico');
    expect(screen.queryByTestId('cancel-request')).toBeNull();
    const steps = await screen.findAllByTestId('history-step');
    expect(steps.map((step) => step.dataset.kind)).toEqual(['CREATED', 'TAKEN']);
    expect(steps[1]).toHaveTextContent('Bianchi Clara');
    const messages = await screen.findAllByTestId('request-message');
    expect(messages.map((message) => message.dataset.mine)).toEqual(['false', 'true']);
    expect(messages[0]).toHaveTextContent('Confermiamo due guardie armate.');
    expect(messages[0]).toHaveTextContent('Bianchi Clara (ufficio)');
    expect(within(messages[1]).getByTestId('request-message-text').textContent).toBe('Grazie,\nattendiamo i nomi.');
    fireEvent.click(screen.getByTestId('reply-send'));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Il tuo messaggio'), { target: { value: '  Il varco apre alle 7.  ' } });
    fireEvent.click(screen.getByTestId('reply-send'));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/request/7/reply').map((call) => call.body)).toEqual([{ text: 'Il varco apre alle 7.' }]));
    await waitFor(() => expect(screen.getByLabelText('Il tuo messaggio')).toHaveValue(''));
  });

  it('says why it was rejected, and takes no more messages', async () => {
    api(aRequest({ status: 'REJECTED', rejectReason: 'Nessuna guardia armata disponibile in quelle date.' }));
    show();
    expect(await screen.findByTestId('reject-reason')).toHaveTextContent('Motivo del rifiutoNessuna guardia armata disponibile in quelle date.');
    expect(await screen.findByText('La richiesta è chiusa: non si possono più inviare messaggi.')).toBeInTheDocument();
    expect(await screen.findByTestId('conversation-empty')).toHaveTextContent('Nessun messaggio.');
    expect(screen.queryByTestId('reply-send')).toBeNull();
    expect(screen.queryByTestId('cancel-request')).toBeNull();
  });

  it('is a friendly not-found for another client’s request, or no request at all', async () => {
    api(null);
    show();
    expect(await screen.findByTestId('request-missing')).toHaveTextContent('Richiesta non trovata');
    expect(screen.getByRole('link', { name: 'Torna alle richieste' })).toHaveAttribute('href', '/dashclient/home');
    cleanup();
    const fetch = api(null);
    show('abc');
    expect(await screen.findByTestId('request-missing')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
