import { DEADLINE_KINDS, type TDeadlineBlocks, type TDeadlineKindCode } from '../../../../shared/schemas/deadline';
import { addDays } from '../../../../shared/dates';
import { DEFAULT_WORK_RULES } from '../../../../shared/schemas/workforce';
import { shiftSpan } from '../../../../shared/workforce/shift-time';
import { type DeadlineFact, decideQualifications } from '../../deadline/qualifications';
import type { PersonFact, PostFact, RuleFacts, ShiftFact, TargetFact } from './facts-types';

let nextId = 100;

/** Another shift of the person, with its instants as the roster stores them. */
export const shift = (date: string, start: string, end: string, postName = 'Reception'): ShiftFact => ({ id: nextId++, postName, date, start, end, ...shiftSpan(date, start, end) });
export const target = (date: string, start: string, end: string): TargetFact => ({ id: 1, date, ...shiftSpan(date, start, end) });

export const deadline = (kind: TDeadlineKindCode, dueDate: string, more: Partial<DeadlineFact> = {}): DeadlineFact => ({
  id: nextId++,
  companyId: 1,
  kind,
  dueDate,
  remindFrom: addDays(dueDate, -DEADLINE_KINDS[kind].leadDays),
  state: 'OPEN',
  source: 'DOCUMENT',
  sourceId: null,
  renewalFiledAt: null,
  ...more,
});

const catalogue = (_: number | null, kind: TDeadlineKindCode) => DEADLINE_KINDS[kind].blocks as TDeadlineBlocks;
const fitVisit = { id: 1, companyId: 1, visitDate: '2026-01-10', outcome: 'FIT' as const, limits: null, unfitUntil: null, validUntil: '2027-12-31' };

/** The qualification check of a person on a day, from the real (pure) decision. */
export const qualificationsFor = (person: { qualification: string | null; armed?: boolean }, deadlines: DeadlineFact[], date: string) =>
  decideQualifications({
    person: { userId: 7, qualification: person.qualification, armed: person.armed ?? false, citizenship: 'EU', companyId: 1 },
    deadlines,
    visits: [fitVisit],
    blocks: catalogue,
    date,
  });

export const validDecree = () => deadline('DECRETO_GPG', '2028-06-30');

export const basePost: PostFact = {
  name: 'Reception',
  serviceType: 'PORTIERATO',
  armed: false,
  requiredQualification: 'ANY',
  requiredCourses: [],
  orders: null,
  ordersVersion: 1,
  acknowledgedVersion: null,
};

export const basePerson: PersonFact = { active: true, hireDate: '2020-01-01', endDate: null, inCompany: true, qualification: 'GPG' };

/** A GPG with a valid decree, at a porter's post, with nothing else planned, unless told otherwise. */
export const facts = (over: Partial<RuleFacts> & { shift: TargetFact }): RuleFacts => {
  const person = over.person ?? basePerson;
  return {
    person,
    post: basePost,
    shifts: [],
    leave: [],
    qualifications: over.qualifications ?? qualificationsFor(person, [validDecree()], over.shift.date),
    rules: DEFAULT_WORK_RULES,
    contractMinutes: 40 * 60,
    ...over,
  };
};
