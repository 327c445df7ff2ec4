import type { TFeatureList } from '.';
import { attendanceIt } from './attendance/it';
import { leaveIt } from './leave/it';
import { peopleIt } from './people/it';

/** The feature catalogues of this language, one line each. */
export const FEATURES_IT = {
  attendance: attendanceIt,
  leave: leaveIt,
  people: peopleIt,
} satisfies TFeatureList;
