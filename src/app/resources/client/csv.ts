import type { TClient } from '../../../shared/schemas/client';
import { companyNameOf, type TCompanyChoice } from '../../components/companies';
import { type Column, recordRows, type Translate } from '../../export/csv';

/** The clients as a spreadsheet: the serving company by name, the state in the reader's language; the header first. */
export const clientRows = (clients: TClient[], companies: TCompanyChoice[], translate: Translate) => {
  const columns: Column<TClient>[] = [
    { field: 'id' },
    { field: 'name' },
    { field: 'companyId', value: (c) => companyNameOf(companies, c.companyId) },
    ...(['vat', 'fiscalCode', 'address', 'phone', 'email', 'pec', 'contactName'] as const).map((field) => ({ field })),
    { field: 'active', value: (c, t) => t(`resources.client.active.${c.active}`) },
  ];
  return recordRows('client', columns, clients, translate);
};
