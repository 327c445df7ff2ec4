import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { TPortalSite, TRequest, TRequestEvent } from '../../../shared/schemas/request';
import { deepMerge, type TTree } from '../../i18n/features';
import { messages } from '../../i18n/locales/it';
import { messages as office } from '../../i18n/locales/office/it';
import { AppNotification } from '../../components/Toaster';
import { dataProvider } from '../../providers/dataProvider';
import { appStore } from '../../state/store';

/** The client's words are in the office chunk, which ROLE_CLIENT loads too. */
const italian = deepMerge(messages as TTree, office as TTree) as unknown as typeof messages;

export const signInClient = () =>
  appStore.set({
    auth: {
      user: { id: 30, fiscalCode: null, username: 'cliente.demo', email: 'c@example.it', firstName: 'Anna', lastName: 'Conti', roles: ['ROLE_CLIENT'], companyIds: [], mustChangePassword: false },
      token: 't',
    },
  });

/** Where the router is, to see a page send the client elsewhere. */
const Location = () => <span data-testid="location">{useLocation().pathname}</span>;

/** A portal page at its path, in Italian, with the app's data provider (over a stubbed fetch), its toasts and a fresh cache. */
export const renderPortal = (page: ReactNode, { path = '/', at = '/' }: { path?: string; at?: string } = {}) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => italian, 'it')}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type THandler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** Stubs fetch with handlers tried in turn; an unknown call never answers. Returns the mock, to read its calls. */
export const stubApi = (...handlers: THandler[]) => {
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    for (const handler of handlers) {
      const answer = handler(url, init);
      if (answer) return Promise.resolve(answer);
    }
    return new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** The calls made with a method to a path, with their parsed JSON bodies. */
export const callsTo = (fetch: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => new URL(input, 'http://localhost').pathname === path && (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({ url: new URL(input, 'http://localhost'), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

export const SITES: TPortalSite[] = [
  { id: 5, clientId: 2, name: 'Reception Via Nazionale', address: 'Via Nazionale 7, Roma' },
  { id: 6, clientId: 2, name: 'Magazzino Tiburtina', address: null },
];

export const aRequest = (values: Partial<TRequest> = {}): TRequest => ({
  id: 7, companyId: 1, clientId: 2, clientName: 'Condominio Aurora', siteId: 5, siteName: 'Reception Via Nazionale', createdBy: 30, createdByName: 'Conti Anna',
  serviceType: 'VIGILANZA_FISSA', title: 'Piantonamento inventario', description: 'Ingresso dal cortile.', startDate: '2026-12-01', endDate: '2026-12-03',
  timeSlots: [{ days: [1, 2, 3], start: '08:00', end: '18:00' }], headcount: 2, armed: true, roundsPerDay: null, status: 'OPEN', handledBy: null, handledByName: null,
  rejectReason: null, postId: null, shiftCount: 0, attachments: [], createdAt: '2026-11-26T09:30:00.000Z', updatedAt: '2026-11-26T09:30:00.000Z', ...values,
});

export const anEvent = (values: Partial<TRequestEvent> = {}): TRequestEvent => ({
  id: 1, requestId: 7, kind: 'CREATED', authorId: 30, authorName: 'Conti Anna', byClient: true, internal: false, fromStatus: null, toStatus: 'OPEN', text: null,
  createdAt: '2026-11-26T09:30:00.000Z', ...values,
});

/** useMediaQuery answers as on a phone (every query matches) until the stub is undone. */
export const asPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }));
