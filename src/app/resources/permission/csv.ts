import type { TPermission } from '../../../shared/schemas/permission';
import { type Column, recordRows, type Translate } from '../../export/csv';
import { formatDateTime, formatDay } from '../../pages/attendance/format';

const day = (value: string | null) => (value ? formatDay(value) : null);

const COLUMNS: Column<TPermission>[] = [
  { field: 'id' },
  { field: 'userName', value: (p) => p.userName ?? p.userId },
  { field: 'type', value: (p, t) => t(`resources.permission.types.${p.type}`) },
  { field: 'startDate', format: 'date', value: (p) => day(p.startDate) },
  { field: 'endDate', format: 'date', value: (p) => day(p.endDate) },
  { field: 'startTime', format: 'time' },
  { field: 'endTime', format: 'time' },
  { field: 'hours', format: 'hours', value: (p) => (p.hours != null ? String(p.hours).replace('.', ',') : null) },
  { field: 'status', value: (p, t) => t(`resources.permission.status.${p.status}`) },
  { field: 'reason' },
  { field: 'decidedAt', format: 'dateTime', value: (p) => (p.decidedAt ? formatDateTime(p.decidedAt) : null) },
  { field: 'decisionNote' },
  { field: 'kind', value: (p, t) => (p.kind ? t(`resources.permission.kinds.${p.kind}`) : null) },
  { field: 'protocolNumber' },
  { field: 'createdAt', format: 'dateTime', value: (p) => formatDateTime(p.createdAt) },
];

/** Leave requests as payroll reads them in a spreadsheet, in the reader's language; the header first. */
export const permissionRows = (requests: TPermission[], translate: Translate) => recordRows('permission', COLUMNS, requests, translate);
