import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordContextProvider } from 'react-admin';
import type { TStatementAnswer } from '../../../shared/schemas/request-statement';
import { json, renderOffice } from '../../pages/requests/testing';
import { ClientStatements } from './ClientStatements';

const client = { id: 3, companyId: 1, name: 'Condominio Aurora' };

const showWith = (answers: TStatementAnswer[]) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    calls.push(String(url));
    return Promise.resolve(json(answers));
  }));
  renderOffice(
    <RecordContextProvider value={client}>
      <ClientStatements />
    </RecordContextProvider>,
  );
  return calls;
};

describe('the statements on a client’s page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('show what the client answered, with the contest’s note', async () => {
    const calls = showWith([
      { siteId: 5, siteName: 'Ingresso principale', month: '2026-10', status: 'CONTESTED', note: 'Il 12 non è venuto nessuno', answeredBy: 'Anna Bianchi', answeredAt: '2026-11-03T09:15:00.000Z' },
      { siteId: 5, siteName: 'Ingresso principale', month: '2026-09', status: 'ACCEPTED', note: null, answeredBy: 'Anna Bianchi', answeredAt: '2026-10-02T08:00:00.000Z' },
    ]);
    const rows = await screen.findAllByTestId('statement-answer');
    expect(calls[0]).toContain('api/request/statement/answers?clientId=3');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ingresso principale · Ottobre 2026');
    expect(rows[0]).toHaveTextContent('Anna Bianchi, 03/11/2026 10:15 — Il 12 non è venuto nessuno');
    expect(within(rows[0]).getByText('Contestato')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Accettato')).toBeInTheDocument();
  });

  it('say when the client has not answered any', async () => {
    showWith([]);
    expect(await screen.findByText('Nessun rendiconto ancora accettato o contestato dal cliente')).toBeInTheDocument();
  });
});
