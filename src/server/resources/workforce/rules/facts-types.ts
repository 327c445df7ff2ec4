import type { TQualifications } from '../../../../shared/schemas/deadline';
import type { TWorkRuleSet, TWorkRules } from '../../../../shared/schemas/workforce';

/** What a check answers before it is put in words: the code, how hard it stops, and its facts. */
export type RuleParams = Record<string, string | number>;
export interface RuleResult {
  code: string;
  level: 'REFUSE' | 'WARN';
  overridable: boolean;
  params: RuleParams;
}

/** The shift being assigned, as instants (a night crossing a clock change keeps its real length). */
export interface TargetFact {
  id: number;
  date: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
}

/** Another non-cancelled shift of the person. */
export interface ShiftFact extends TargetFact {
  postName: string;
  start: string;
  end: string;
}

/** An APPROVED leave or sick leave (type MALATTIA, possibly open-ended) of the person. */
export interface LeaveFact {
  type: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

export interface PersonFact {
  active: boolean;
  hireDate: string | null;
  endDate: string | null;
  /** Whether the person belongs to the shift's company. */
  inCompany: boolean;
  qualification: string | null;
}

export interface PostFact {
  name: string;
  serviceType: string;
  armed: boolean;
  requiredQualification: string;
  requiredCourses: string[];
  orders: string | null;
  ordersVersion: number;
  /** The orders version the person acknowledged at this post; null: never. */
  acknowledgedVersion: number | null;
}

/** Everything the checks of one assignment decide from. */
export interface RuleFacts {
  shift: TargetFact;
  person: PersonFact;
  post: PostFact;
  /** The person's other non-cancelled shifts around the date (the shift itself left out). */
  shifts: ShiftFact[];
  leave: LeaveFact[];
  qualifications: TQualifications;
  rules: Record<TWorkRuleSet, TWorkRules>;
  contractMinutes: number;
}
