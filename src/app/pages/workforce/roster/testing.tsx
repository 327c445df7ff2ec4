import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TRosterPost, TRosterShift } from '../../../../shared/schemas/workforce-roster';
import { messages } from '../../../i18n/locales/it';

/** A component of the roster in the app's Italian words, with a router and a fresh query cache. */
export const renderRoster = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A shift as the roster sends it: no names, they come from the page's posts and people. */
export const aShift = (values: Partial<TRosterShift> = {}): TRosterShift => ({
  id: 11,
  postId: 3,
  userId: null,
  date: '2026-11-30',
  start: '07:00',
  end: '13:00',
  status: 'DRAFT',
  version: 1,
  ...values,
});

/** The post of aShift. */
export const aPost: TRosterPost = { id: 3, name: 'Portineria', siteId: 5, siteName: 'Sede centrale', clientName: 'Banca Demo', headcount: 2, armed: false, requiredQualification: 'ANY', active: true };
