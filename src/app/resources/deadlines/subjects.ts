import { DEADLINE_KINDS, type TDeadline, type TDeadlineKind, type TDeadlineSubjectType } from '../../../shared/schemas/deadline';

/** The react-admin resource of each kind of subject. */
export const SUBJECT_RESOURCES = { USER: 'user', VEHICLE: 'vehicle', COMPANY: 'company', CLIENT: 'client' } as const satisfies Record<TDeadlineSubjectType, string>;

/** The page of a deadline's subject: a person's, a vehicle's, a company's or a client's. */
export const subjectPath = (subjectType: TDeadlineSubjectType, subjectId: number) => `/${SUBJECT_RESOURCES[subjectType]}/${subjectId}/show`;

const DAY_MS = 86_400_000;

/** Days from `today` to the date (negative when past), on calendar dates. */
export const daysBetween = (today: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** 'tra N giorni', 'scaduta da N giorni' or 'scade oggi', as a translation key and its count. */
export const dueHint = (dueDate: string, today: string): [key: string, count: number] => {
  const days = daysBetween(today, dueDate);
  if (days === 0) return ['deadlinesOffice.days.today', 0];
  return days > 0 ? ['deadlinesOffice.days.left', days] : ['deadlinesOffice.days.ago', -days];
};

/** The document type a renewal of this kind is uploaded as: the kind's own, else OTHER. */
export const renewalDocumentType = (deadline: Pick<TDeadline, 'kind'>): string => (DEADLINE_KINDS[deadline.kind] as TDeadlineKind).documentType ?? 'OTHER';

/**
 * Where the renewal is recorded, so that the deadline follows its source: a vehicle's dates on its
 * edit page; a course or a medical visit on the person's Scadenze tab (a record, not a file);
 * anything else as a new document of the subject, type prefilled.
 */
export const renewalPath = (deadline: Pick<TDeadline, 'kind' | 'source' | 'subjectType' | 'subjectId'>): string => {
  if (deadline.source === 'VEHICLE') return `/vehicle/${deadline.subjectId}`;
  if ((deadline.source === 'TRAINING' || deadline.source === 'MEDICAL') && deadline.subjectType === 'USER') return `/user/${deadline.subjectId}/show/deadlines`;
  const params = new URLSearchParams({ ownerType: deadline.subjectType, ownerId: String(deadline.subjectId), type: renewalDocumentType(deadline) });
  return `/document/create?${params.toString()}`;
};

/** The row menu's words for it: upload, update the vehicle, or record a course or visit. */
export const renewalLabel = (deadline: Pick<TDeadline, 'source'>) =>
  deadline.source === 'VEHICLE' ? 'updateVehicle' : deadline.source === 'TRAINING' || deadline.source === 'MEDICAL' ? 'recordRenewal' : 'uploadRenewal';

/** Whether the row's actions may edit, close or delete it: only the office's own (manual) deadlines. */
export const isManual = (deadline: Pick<TDeadline, 'source'>) => deadline.source === 'MANUAL';

/** The filter the exports send: the list's, with the top-bar company when none is picked. */
export const exportQuery = (filter: Record<string, unknown>, companyId: number) => ({
  filter: filter.companyId === undefined && companyId ? { ...filter, companyId } : filter,
});
