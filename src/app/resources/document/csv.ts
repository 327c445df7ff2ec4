import type { TDocument } from '../../../shared/schemas/document';
import { companyNameOf, type TCompanyChoice } from '../../components/companies';
import { type Column, recordRows, type Translate, yesNo } from '../../export/csv';
import { formatDateTime, formatDay } from '../../pages/attendance/format';
import { acknowledgeable } from './owners';

const day = (date: string | null) => (date ? formatDay(date) : null);

/**
 * The documents as an office reads them in a spreadsheet: type and owner kind in the reader's
 * language, the company by name, days as dd/mm/yyyy, and the 'presa visione' with its time, or
 * 'Non ancora visto' where the owner is to see it.
 */
export const documentRows = (documents: TDocument[], companies: TCompanyChoice[], translate: Translate) => {
  const columns: Column<TDocument>[] = [
    { field: 'id' },
    { field: 'type', value: (d, t) => t(`resources.document.types.${d.type}`) },
    { field: 'title' },
    { field: 'ownerType', value: (d, t) => t(`resources.document.ownerTypes.${d.ownerType}`) },
    { field: 'ownerName', value: (d) => d.ownerName ?? `#${d.ownerId}` },
    { field: 'companyId', value: (d) => companyNameOf(companies, d.companyId) },
    { field: 'issuedAt', format: 'date', value: (d) => day(d.issuedAt) },
    { field: 'expiresAt', format: 'date', value: (d) => day(d.expiresAt) },
    { field: 'visibleToOwner', value: (d, t) => yesNo(d.visibleToOwner, t) },
    {
      field: 'acknowledgedAt',
      format: 'dateTime',
      value: (d, t) => (d.acknowledgedAt ? formatDateTime(d.acknowledgedAt) : acknowledgeable(d) ? t('resources.document.notSeen') : null),
    },
    { field: 'review', value: (d, t) => (d.review === 'NONE' ? null : t(`resources.document.review.${d.review}`)) },
    { field: 'status', value: (d, t) => t(`resources.document.status.${d.status}`) },
    { field: 'fileName' },
    { field: 'size' },
    { field: 'createdAt', format: 'dateTime', value: (d) => formatDateTime(d.createdAt) },
  ];
  return recordRows('document', columns, documents, translate);
};
