import type { TFeatureList } from '..';
import { attendanceOfficeEn } from '../attendance/office/en';
import { deadlinesOfficeEn } from '../deadlines/office/en';
import { documentsOfficeEn } from '../documents/office/en';
import { generateEn } from '../generate/en';
import { leaveOfficeEn } from '../leave/office/en';
import { payslipsEn } from '../payslips/en';
import { peopleOfficeEn } from '../people/office/en';
import { workforceOfficeEn } from '../workforce/office/en';
import { workforcePostsEn } from '../workforce/posts/en';
import { requestsEn } from '../requests/en';
import { requestsOfficeEn } from '../requests/office/en';
import { requestsPortalEn } from '../requests/portal/en';
import { requestsStatementEn } from '../requests/statement/en';
import { dashboardEn } from '../dashboard/en';
import { attendanceMonthsEn } from '../attendance-months/en';
import type { OFFICE_FEATURES_IT } from './it';

/**
 * The office's words in this language, one line per feature: their own chunk, loaded only for
 * the roles that open office screens (i18n/messages.ts), so a worker's phone never downloads them.
 */
export const OFFICE_FEATURES_EN = {
  attendance: attendanceOfficeEn,
  deadlines: deadlinesOfficeEn,
  documents: documentsOfficeEn,
  generate: generateEn,
  leave: leaveOfficeEn,
  payslips: payslipsEn,
  people: peopleOfficeEn,
  workforce: workforceOfficeEn,
  workforcePosts: workforcePostsEn,
  requests: requestsEn,
  requestsOffice: requestsOfficeEn,
  requestsPortal: requestsPortalEn,
  requestsStatement: requestsStatementEn,
  dashboard: dashboardEn,
  attendanceMonths: attendanceMonthsEn,
} satisfies TFeatureList<keyof typeof OFFICE_FEATURES_IT>;
