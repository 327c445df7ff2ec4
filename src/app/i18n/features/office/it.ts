import type { TFeatureList } from '..';
import { attendanceOfficeIt } from '../attendance/office/it';
import { deadlinesOfficeIt } from '../deadlines/office/it';
import { documentsOfficeIt } from '../documents/office/it';
import { generateIt } from '../generate/it';
import { leaveOfficeIt } from '../leave/office/it';
import { payslipsIt } from '../payslips/it';
import { peopleOfficeIt } from '../people/office/it';
import { workforceOfficeIt } from '../workforce/office/it';
import { workforcePostsIt } from '../workforce/posts/it';
import { requestsIt } from '../requests/it';
import { requestsOfficeIt } from '../requests/office/it';
import { requestsPortalIt } from '../requests/portal/it';
import { requestsStatementIt } from '../requests/statement/it';
import { dashboardIt } from '../dashboard/it';
import { attendanceMonthsIt } from '../attendance-months/it';

/**
 * The office's words in this language, one line per feature: their own chunk, loaded only for
 * the roles that open office screens (i18n/messages.ts), so a worker's phone never downloads them.
 */
export const OFFICE_FEATURES_IT = {
  attendance: attendanceOfficeIt,
  deadlines: deadlinesOfficeIt,
  documents: documentsOfficeIt,
  generate: generateIt,
  leave: leaveOfficeIt,
  payslips: payslipsIt,
  people: peopleOfficeIt,
  workforce: workforceOfficeIt,
  workforcePosts: workforcePostsIt,
  requests: requestsIt,
  requestsOffice: requestsOfficeIt,
  requestsPortal: requestsPortalIt,
  requestsStatement: requestsStatementIt,
  dashboard: dashboardIt,
  attendanceMonths: attendanceMonthsIt,
} satisfies TFeatureList;
