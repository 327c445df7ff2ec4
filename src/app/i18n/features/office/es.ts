import type { TFeatureList } from '..';
import { attendanceOfficeEs } from '../attendance/office/es';
import { deadlinesOfficeEs } from '../deadlines/office/es';
import { documentsOfficeEs } from '../documents/office/es';
import { generateEs } from '../generate/es';
import { leaveOfficeEs } from '../leave/office/es';
import { payslipsEs } from '../payslips/es';
import { peopleOfficeEs } from '../people/office/es';
import { workforceOfficeEs } from '../workforce/office/es';
import { workforcePostsEs } from '../workforce/posts/es';
import { requestsEs } from '../requests/es';
import { requestsOfficeEs } from '../requests/office/es';
import { requestsPortalEs } from '../requests/portal/es';
import { requestsStatementEs } from '../requests/statement/es';
import { dashboardEs } from '../dashboard/es';
import { attendanceMonthsEs } from '../attendance-months/es';
import type { OFFICE_FEATURES_IT } from './it';

/**
 * The office's words in this language, one line per feature: their own chunk, loaded only for
 * the roles that open office screens (i18n/messages.ts), so a worker's phone never downloads them.
 */
export const OFFICE_FEATURES_ES = {
  attendance: attendanceOfficeEs,
  deadlines: deadlinesOfficeEs,
  documents: documentsOfficeEs,
  generate: generateEs,
  leave: leaveOfficeEs,
  payslips: payslipsEs,
  people: peopleOfficeEs,
  workforce: workforceOfficeEs,
  workforcePosts: workforcePostsEs,
  requests: requestsEs,
  requestsOffice: requestsOfficeEs,
  requestsPortal: requestsPortalEs,
  requestsStatement: requestsStatementEs,
  dashboard: dashboardEs,
  attendanceMonths: attendanceMonthsEs,
} satisfies TFeatureList<keyof typeof OFFICE_FEATURES_IT>;
