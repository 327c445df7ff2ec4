import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TRequest, TRequestEvent } from '../../../shared/schemas/request';
import { messages } from '../../i18n/locales/it';

/** A screen of the office's requests in the app's Italian words, with a router and a fresh query cache. */
export const renderOffice = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const aRequest = (values: Partial<TRequest> = {}): TRequest => ({
  id: 7,
  companyId: 1,
  clientId: 3,
  clientName: 'Condominio Aurora',
  siteId: 5,
  siteName: 'Ingresso principale',
  createdBy: 9,
  createdByName: 'Bianchi Anna',
  serviceType: 'PORTIERATO',
  title: 'Portierato per l’assemblea',
  description: 'Accogliere i condomini.',
  startDate: '2026-12-07',
  endDate: '2026-12-11',
  timeSlots: [{ days: [1, 2, 3, 4, 5], start: '08:00', end: '14:00' }],
  headcount: 1,
  armed: false,
  roundsPerDay: null,
  status: 'OPEN',
  handledBy: null,
  handledByName: null,
  rejectReason: null,
  postId: null,
  shiftCount: 0,
  attachments: [],
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...values,
});

export const anEvent = (values: Partial<TRequestEvent> = {}): TRequestEvent => ({
  id: 1,
  requestId: 7,
  kind: 'CREATED',
  authorId: 9,
  authorName: 'Bianchi Anna',
  byClient: true,
  internal: false,
  fromStatus: null,
  toStatus: 'OPEN',
  text: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  ...values,
});
