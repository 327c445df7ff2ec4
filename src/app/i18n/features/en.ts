import type { TFeatureList } from '.';
import { attendanceEn } from './attendance/en';
import { deadlinesEn } from './deadlines/en';
import { documentsEn } from './documents/en';
import { leaveEn } from './leave/en';
import { peopleEn } from './people/en';
import { workforceEn } from './workforce/en';
import { inviteEn } from './invite/en';
import { passwordResetEn } from './password-reset/en';
import type { FEATURES_IT } from './it';

/**
 * The feature catalogues every signed-in user's screens need in this language, one line each: they
 * ride in the language's first chunk. Office-only words go in office/en.ts instead.
 */
export const FEATURES_EN = {
  attendance: attendanceEn,
  deadlines: deadlinesEn,
  documents: documentsEn,
  leave: leaveEn,
  people: peopleEn,
  workforce: workforceEn,
  invite: inviteEn,
  passwordReset: passwordResetEn,
} satisfies TFeatureList<keyof typeof FEATURES_IT>;
