import type { TFeatureList } from '.';
import { attendanceIt } from './attendance/it';
import { deadlinesIt } from './deadlines/it';
import { documentsIt } from './documents/it';
import { leaveIt } from './leave/it';
import { peopleIt } from './people/it';
import { workforceIt } from './workforce/it';
import { inviteIt } from './invite/it';
import { passwordResetIt } from './password-reset/it';

/**
 * The feature catalogues every signed-in user's screens need in this language, one line each: they
 * ride in the language's first chunk. Office-only words go in office/it.ts instead.
 */
export const FEATURES_IT = {
  attendance: attendanceIt,
  deadlines: deadlinesIt,
  documents: documentsIt,
  leave: leaveIt,
  people: peopleIt,
  workforce: workforceIt,
  invite: inviteIt,
  passwordReset: passwordResetIt,
} satisfies TFeatureList;
