import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { addDays, formatDate, todayInRome } from '../../../shared/dates';
import type { TDeadline } from '../../../shared/schemas/deadline';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { MY_DEADLINES_KEY } from '../../components/deadlines/my';
import { DeadlineBanner } from './DeadlineBanner';

const worker = { id: 4, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g@example.it', firstName: 'Giuseppe', lastName: 'Verdi', roles: ['ROLE_WORKER' as const], companyIds: [1], mustChangePassword: false };

const today = todayInRome();

let nextId = 1;
const deadline = (kind: TDeadline['kind'], status: TDeadline['status'], dueDate: string, extra: Partial<TDeadline> = {}): TDeadline => ({
  id: nextId++, companyId: 1, subjectType: 'USER', subjectId: 4, subjectName: 'Verdi Giuseppe', kind, title: null, dueDate, leadDays: 120,
  remindFrom: addDays(dueDate, -120), source: 'DOCUMENT', sourceId: 1, status, blocks: 'NO', renewalFiledAt: null, renewalDocumentId: null,
  snoozedUntil: null, note: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...extra,
});

const answer = (rows: TDeadline[]) => {
  const fetch = vi.fn((url: string) => {
    expect(String(url)).toMatch(/^\/api\/deadlines\/my/);
    return Promise.resolve(new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** Shows once the same query has its answer: rendered in the same pass as the banner. */
const Answered = () => {
  const { data } = useQuery({ queryKey: MY_DEADLINES_KEY, queryFn: () => Promise.resolve([]), enabled: false });
  return data ? <p data-testid="answered">{data.length}</p> : null;
};

const renderBanner = () =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeadlineBanner />
        <Answered />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the worker’s deadline banner', () => {
  beforeEach(() => appStore.set({ auth: { user: worker, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says how many days are left, with the plural, and links to the documents', async () => {
    answer([deadline('DECRETO_GPG', 'DUE_SOON', addDays(today, 20)), deadline('PORTO_ARMI', 'DUE_SOON', addDays(today, 1))]);
    renderBanner();
    const banner = await screen.findByTestId('deadline-banner');
    const sentences = screen.getAllByTestId('deadline-sentence').map((node) => node.textContent);
    expect(sentences).toEqual(['Il tuo porto d’armi scade tra 1 giorno.', 'Il tuo decreto GPG scade tra 20 giorni.']);
    expect(banner.className).toMatch(/Warning/);
    expect(screen.getByRole('link', { name: 'Vedi le tue scadenze' }).getAttribute('href')).toBe('/home/documents');
  });

  it('says when an expired one expired, agreeing with the noun, in red', async () => {
    answer([deadline('DECRETO_GPG', 'EXPIRED', addDays(today, -14)), deadline('ID_CARD', 'EXPIRED', addDays(today, -3))]);
    renderBanner();
    const banner = await screen.findByTestId('deadline-banner');
    expect(banner.className).toMatch(/Error/);
    expect(screen.getAllByTestId('deadline-sentence').map((node) => node.textContent)).toEqual([
      `Il tuo decreto GPG è scaduto il ${formatDate(addDays(today, -14))}.`,
      `La tua carta d’identità è scaduta il ${formatDate(addDays(today, -3))}.`,
    ]);
  });

  it('says a renewal was filed, also after the due date (a decree still expires)', async () => {
    answer([deadline('PORTO_ARMI', 'RENEWAL_FILED', addDays(today, -2), { renewalFiledAt: addDays(today, -30) })]);
    renderBanner();
    await screen.findByTestId('deadline-banner');
    expect(screen.getByTestId('deadline-sentence').textContent).toBe(`Il tuo porto d’armi è scaduto il ${formatDate(addDays(today, -2))}. Il rinnovo è stato presentato.`);
  });

  it('names the vehicle and says what is due today', async () => {
    answer([deadline('VEHICLE_INSURANCE', 'DUE_SOON', today, { subjectType: 'VEHICLE', subjectName: 'AB123CD', source: 'VEHICLE' })]);
    renderBanner();
    await screen.findByTestId('deadline-banner');
    expect(screen.getByTestId('deadline-sentence').textContent).toBe('L’assicurazione del veicolo AB123CD scade oggi.');
  });

  it('shows nothing when everything is in order', async () => {
    answer([deadline('DECRETO_GPG', 'OK', addDays(today, 400)), deadline('FIRST_AID', 'DONE', addDays(today, -400))]);
    renderBanner();
    // The answer has come (two rows) and the banner has rendered with it: still nothing.
    expect((await screen.findByTestId('answered')).textContent).toBe('2');
    expect(screen.queryByTestId('deadline-banner')).toBeNull();
  });
});
