import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRequestStatus } from '../../../shared/schemas/request';
import { appStore } from '../../state/store';
import { RequestActions } from './RequestActions';
import { RequestHistory } from './RequestHistory';
import { aRequest, anEvent, json, renderOffice } from './testing';

const user = (roles: string[]) => ({ id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles, companyIds: [1], mustChangePassword: false });
const signIn = (roles: string[]) => appStore.set({ auth: { user: user(roles), token: 't' } as never });

/** The API as the actions call it: each POST answered in turn, posts of the site as given. */
const api = (answers: Response[], posts: object[] = []) => {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/workforce/posts')) return Promise.resolve(json(posts));
    return Promise.resolve(answers.shift() ?? json({}));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const posted = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init!.body))]);

const buttons = () => within(screen.getByTestId('request-actions')).getAllByRole('button').map((button) => button.textContent);

describe('the office’s actions on a request', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    appStore.set({ auth: null });
  });

  it.each<[TRequestStatus, string[]]>([
    ['OPEN', ['Prendi in carico', 'Rispondi al cliente', 'Nota interna', 'Pianifica', 'Rifiuta', 'Annulla la richiesta']],
    ['IN_PROGRESS', ['Rispondi al cliente', 'Nota interna', 'Pianifica', 'Rifiuta', 'Chiudi']],
    ['SCHEDULED', ['Rispondi al cliente', 'Nota interna', 'Chiudi']],
    ['DONE', ['Nota interna']],
    ['REJECTED', ['Nota interna']],
  ])('shows the admin only what a request %s allows', (status, expected) => {
    signIn(['ROLE_ADMIN']);
    renderOffice(<RequestActions request={aRequest({ status })} onChanged={() => undefined} />);
    expect(buttons()).toEqual(expected);
  });

  it('has no "Pianifica" for client management, who have no roster', () => {
    signIn(['ROLE_CLIENTMANAGEMENT']);
    renderOffice(<RequestActions request={aRequest({ status: 'IN_PROGRESS' })} onChanged={() => undefined} />);
    expect(buttons()).toEqual(['Rispondi al cliente', 'Nota interna', 'Rifiuta', 'Chiudi']);
  });

  it('will not reject without a reason, then sends the reason', async () => {
    signIn(['ROLE_ADMIN']);
    const fetch = api([json({ ...aRequest({ status: 'REJECTED', rejectReason: 'Sede non servita' }), message: 'Richiesta rifiutata' })]);
    const onChanged = vi.fn();
    renderOffice(<RequestActions request={aRequest()} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    const dialog = screen.getByRole('dialog', { name: 'Rifiuta la richiesta' });
    fireEvent.click(within(dialog).getByTestId('request-reject-dialog-submit'));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(posted(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), { target: { value: '  Sede non servita ' } });
    fireEvent.click(within(dialog).getByTestId('request-reject-dialog-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(posted(fetch)).toEqual([['/api/request/7/reject', { reason: 'Sede non servita' }]]);
    expect(onChanged.mock.calls[0][0].request.status).toBe('REJECTED');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks the internal note as never shown to the client, and keeps a 409 in the dialog in the server’s words', async () => {
    signIn(['ROLE_MODERATOR']);
    const fetch = api([json({ message: 'La richiesta è già stata chiusa', code: 'CONFLICT' }, 409)]);
    const onChanged = vi.fn();
    renderOffice(<RequestActions request={aRequest({ status: 'IN_PROGRESS' })} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nota interna' }));
    const dialog = screen.getByRole('dialog', { name: 'Nota interna' });
    expect(within(dialog).getByTestId('internal-warning').textContent).toBe('Nota interna — non visibile al cliente');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nota/ }), { target: { value: 'Chiamare il referente' } });
    fireEvent.click(within(dialog).getByTestId('request-comment-dialog-submit'));
    expect((await within(dialog).findByTestId('action-refusal')).textContent).toBe('La richiesta è già stata chiusa');
    expect(posted(fetch)).toEqual([['/api/request/7/comment', { text: 'Chiamare il referente' }]]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('schedules on a new post when the site has none, then says how many drafts were made and links the roster’s week', async () => {
    signIn(['ROLE_ADMIN']);
    const fetch = api([json({ message: 'Richiesta pianificata: 5 turni in bozza', ...aRequest({ status: 'SCHEDULED', postId: 12, shiftCount: 5 }) })]);
    const onChanged = vi.fn();
    renderOffice(<RequestActions request={aRequest({ status: 'IN_PROGRESS' })} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pianifica' }));
    const dialog = screen.getByRole('dialog', { name: 'Pianifica la richiesta' });
    expect(await within(dialog).findByText(/La sede non ha posti attivi/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Crea un posto dalla richiesta' })).toBeChecked();
    fireEvent.click(within(dialog).getByTestId('request-schedule-dialog-submit'));
    expect((await screen.findByTestId('schedule-result')).textContent).toBe('Creati 5 turni in bozza.');
    expect(posted(fetch)).toEqual([['/api/request/7/schedule', { postId: null, until: null }]]);
    expect(screen.getByTestId('schedule-roster-link').getAttribute('href')).toBe('/workforce?span=week&day=2026-12-07&view=posts&siteId=5');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('schedules on an existing post of the site when chosen', async () => {
    signIn(['ROLE_ADMIN']);
    const fetch = api([json(aRequest({ status: 'SCHEDULED', postId: 4, shiftCount: 1 }))], [{ id: 4, name: 'Portineria' }]);
    renderOffice(<RequestActions request={aRequest()} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pianifica' }));
    const dialog = screen.getByRole('dialog', { name: 'Pianifica la richiesta' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Su un posto esistente della sede' })).toBeChecked());
    fireEvent.click(within(dialog).getByTestId('request-schedule-dialog-submit'));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Posto/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Portineria' }));
    fireEvent.change(within(dialog).getByTestId('schedule-until'), { target: { value: '2026-12-08' } });
    fireEvent.click(within(dialog).getByTestId('request-schedule-dialog-submit'));
    expect((await screen.findByTestId('schedule-result')).textContent).toBe('Creato 1 turno in bozza.');
    expect(posted(fetch)).toEqual([['/api/request/7/schedule', { postId: 4, until: '2026-12-08' }]]);
    expect(fetch.mock.calls[0][0]).toContain(encodeURIComponent('"clientSiteId":5'));
  });
});

describe('a request’s history', () => {
  afterEach(cleanup);

  it('sets the office’s internal notes apart and says the client never reads them', () => {
    renderOffice(
      <RequestHistory
        loading={false}
        events={[
          anEvent(),
          anEvent({ id: 2, kind: 'TAKEN', authorName: 'Rossi Mario', byClient: false, fromStatus: 'OPEN', toStatus: 'IN_PROGRESS' }),
          anEvent({ id: 3, kind: 'REPLY', authorName: 'Rossi Mario', byClient: false, toStatus: null, text: 'Confermiamo il servizio.' }),
          anEvent({ id: 4, kind: 'COMMENT', authorName: 'Rossi Mario', byClient: false, internal: true, toStatus: null, text: 'Serve un armato?' }),
        ]}
      />,
    );
    const events = screen.getAllByTestId('request-event');
    expect(events.map((event) => event.dataset.kind)).toEqual(['CREATED', 'TAKEN', 'REPLY', 'COMMENT']);
    expect(within(events[1]).getByText('Inviata → Presa in carico')).toBeInTheDocument();
    expect(within(events[2]).queryByTestId('internal-mark')).toBeNull();
    expect(within(events[3]).getByTestId('internal-mark').textContent).toBe('Nota interna — non visibile al cliente');
    expect(events[3].textContent).toContain('Serve un armato?');
    expect(events[0].textContent).toContain('Bianchi Anna (cliente)');
    expect(events[2].textContent).toContain('Rossi Mario (ufficio)');
  });
});
