import type { TFeatureList } from '.';
import { attendanceEs } from './attendance/es';
import { leaveEs } from './leave/es';
import { peopleEs } from './people/es';

/** The feature catalogues of this language, one line each. */
export const FEATURES_ES = {
  attendance: attendanceEs,
  leave: leaveEs,
  people: peopleEs,
} satisfies TFeatureList;
