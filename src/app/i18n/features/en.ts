import type { TFeatureList } from '.';
import { attendanceEn } from './attendance/en';
import { leaveEn } from './leave/en';
import { peopleEn } from './people/en';

/** The feature catalogues of this language, one line each. */
export const FEATURES_EN = {
  attendance: attendanceEn,
  leave: leaveEn,
  people: peopleEn,
} satisfies TFeatureList;
