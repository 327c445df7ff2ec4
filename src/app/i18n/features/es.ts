import type { TFeatureList } from '.';
import { attendanceEs } from './attendance/es';
import { deadlinesEs } from './deadlines/es';
import { documentsEs } from './documents/es';
import { leaveEs } from './leave/es';
import { peopleEs } from './people/es';
import { workforceEs } from './workforce/es';
import { inviteEs } from './invite/es';
import { passwordResetEs } from './password-reset/es';
import type { FEATURES_IT } from './it';

/**
 * The feature catalogues every signed-in user's screens need in this language, one line each: they
 * ride in the language's first chunk. Office-only words go in office/es.ts instead.
 */
export const FEATURES_ES = {
  attendance: attendanceEs,
  deadlines: deadlinesEs,
  documents: documentsEs,
  leave: leaveEs,
  people: peopleEs,
  workforce: workforceEs,
  invite: inviteEs,
  passwordReset: passwordResetEs,
} satisfies TFeatureList<keyof typeof FEATURES_IT>;
