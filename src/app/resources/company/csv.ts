import type { TCompany } from '../../../shared/schemas/company';
import { type Column, recordRows, type Translate } from '../../export/csv';
import { patronDayCell } from './patronDay';

const COLUMNS: Column<TCompany>[] = [
  ...(['id', 'name', 'vat', 'reaNumber', 'legalForm', 'registeredOffice', 'headOffice', 'phone', 'email', 'pec', 'website'] as const).map((field) => ({ field })),
  { field: 'patronDay', value: (c) => patronDayCell(c.patronDay) },
  { field: 'status', value: (c, t) => t(`resources.company.status.${c.status}`) },
];

/** The companies as a spreadsheet: labels and the state in the reader's language; the header first. */
export const companyRows = (companies: TCompany[], translate: Translate) => recordRows('company', COLUMNS, companies, translate);
