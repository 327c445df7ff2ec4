import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { messages as worker } from '../../../i18n/locales/it';
import { messages as office } from '../../../i18n/locales/office/it';
import { deepMerge, type TTree } from '../../../i18n/features';
import { dataProvider } from '../../../providers/dataProvider';
import { onToast, type TToast } from '../../../providers/toast';
import { appStore } from '../../../state/store';
import { MedicalVisits } from './MedicalVisits';
import { TrainingRecords } from './TrainingRecords';

const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1], mustChangePassword: false };
const messages = deepMerge(worker as unknown as TTree, office as unknown as TTree) as unknown as typeof worker;


const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const stamps = { companyId: 1, userName: 'Verdi Giuseppe', createdBy: 1, createdAt: '2026-09-27T08:00:00Z', updatedAt: '2026-09-27T08:00:00Z' };
const VISIT = { id: 9, userId: 4, visitDate: '2026-09-27', outcome: 'FIT_WITH_LIMITS', limits: 'Niente turni notturni', unfitUntil: null, validUntil: '2027-09-27', doctor: 'Dott. Medici', documentId: null, ...stamps };
const base = { userId: 4, teacher: null, place: null, deliveryMode: null, startDate: null, documentId: null, registered: false, ...stamps };
const EXTERNAL = { ...base, id: 21, courseCode: 'PRIMO_SOCCORSO_BC', completedAt: '2024-03-10', hours: 12, validUntil: '2027-03-10', provider: 'Croce Verde', certificateNumber: 'CV-118', documentId: 5 };
const REGISTERED = { ...base, id: 22, courseCode: 'FORMAZIONE_GENERALE', startDate: '2026-01-10', completedAt: '2026-01-12', hours: 1.5, validUntil: null, deliveryMode: 'PRESENZA', provider: 'Presidio', certificateNumber: '2026/0007', registered: true };

/** A fetch that answers the list, then each DELETE with the given status and body. */
const stubFetch = (rows: unknown[], deleteAnswer: () => Response) => {
  const fetch = vi.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(init?.method === 'DELETE' ? deleteAnswer() : json(rows, 200, { 'Content-Range': `x 0-${rows.length - 1}/${rows.length}` })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const renderList = (list: React.ReactNode, queryClient = new QueryClient()) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} queryClient={queryClient}>
        {list}
      </AdminContext>
    </MemoryRouter>,
  );

const listUrl = (fetch: ReturnType<typeof stubFetch>) => new URL(String(fetch.mock.calls[0]?.[0]), 'http://app');

describe('a person’s medical visits', () => {
  beforeEach(() => appStore.set({ auth: { user: admin, token: 't' }, company: { id: 3, name: 'Altra' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the person’s visits whatever the top-bar company, with the judgement in words and its dates', async () => {
    const fetch = stubFetch([VISIT], () => json({}, 200));
    renderList(<MedicalVisits userId={4} />);
    const row = await screen.findByTestId('medical-visit');
    expect(listUrl(fetch).pathname).toBe('/api/medical-fitness');
    expect(JSON.parse(listUrl(fetch).searchParams.get('filter') ?? '')).toEqual({ userId: 4 });
    expect(row.textContent).toContain('27/09/2026');
    expect(row.textContent).toContain('Idoneo con limitazioni');
    expect(row.textContent).toContain('limitazioni: Niente turni notturni');
    expect(row.textContent).toContain('Prossima visita entro il 27/09/2027');
    expect(row.textContent).toContain('Medico: Dott. Medici');
  });

  it('deletes a judgement after the confirmation, then reads the deadlines and the qualification check again', async () => {
    const fetch = stubFetch([VISIT], () => json({ message: 'Giudizio eliminato', id: 9 }, 200));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderList(<MedicalVisits userId={4} />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina il giudizio del 27/09/2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Eliminare questo giudizio? La scadenza della visita seguirà quello precedente.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Conferma/ }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['deadlines'] }));
    const deletion = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deletion?.[0]).toBe('/api/medical-fitness/9');
  });

  it('says so when the person has no visit', async () => {
    stubFetch([], () => json({}, 200));
    renderList(<MedicalVisits userId={4} />);
    expect((await screen.findByTestId('medical-visits-empty')).textContent).toBe('Nessuna visita registrata.');
  });
});

describe('a person’s courses', () => {
  beforeEach(() => appStore.set({ auth: { user: admin, token: 't' }, company: { id: 3, name: 'Altra' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each course with its dates, hours, provider, certificate and attestato, deletable only when not from the register', async () => {
    const fetch = stubFetch([REGISTERED, EXTERNAL], () => json({}, 200));
    renderList(<TrainingRecords userId={4} />);
    const [registered, external] = await screen.findAllByTestId('training-record');
    expect(listUrl(fetch).pathname).toBe('/api/training');
    expect(JSON.parse(listUrl(fetch).searchParams.get('filter') ?? '')).toEqual({ userId: 4 });
    expect(registered.textContent).toContain('Formazione generale dei lavoratori');
    expect(registered.textContent).toContain('1,5 ore');
    expect(registered.textContent).toContain('Senza scadenza');
    expect(registered.textContent).toContain('Attestato n. 2026/0007');
    expect(within(registered).queryByTestId('training-record-delete')).toBeNull();
    expect(within(registered).queryByTestId('training-record-document')).toBeNull();
    expect(external.textContent).toContain('Addetto al primo soccorso – aziende dei gruppi B e C');
    expect(external.textContent).toContain('Concluso il 10/03/2024 · 12 ore · Valido fino al 10/03/2027');
    expect(external.textContent).toContain('Ente: Croce Verde · Attestato n. CV-118');
    expect(within(external).getByTestId('training-record-document').getAttribute('href')).toBe('/document/5/show');
    expect(within(external).getByRole('button', { name: 'Elimina il corso del 10/03/2024' })).toBeTruthy();
  });

  it('shows the server’s reason when it refuses the delete, and keeps the course', async () => {
    const reason = 'Un attestato del registro della società non può essere eliminato';
    stubFetch([EXTERNAL], () => json({ message: reason }, 409));
    const toasts: TToast[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    renderList(<TrainingRecords userId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina il corso del 10/03/2024' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Eliminare questo corso?');
    fireEvent.click(within(dialog).getByRole('button', { name: /Conferma/ }));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain(reason));
    stop();
    expect(toasts.find((toast) => toast.message === reason)?.severity).toBe('warning');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('training-record')).toHaveLength(1);
  });
});
