import { romeInstant } from '../../../../shared/attendance';
import { addDays, formatDate } from '../../../../shared/dates';
import { GPG_SERVICES, type TServiceType, type TWorkRuleSet } from '../../../../shared/schemas/workforce';
import type { LeaveFact, RuleFacts, RuleResult, TargetFact } from './facts-types';
import { workingTimeFindings } from './working-time';

const ms = (iso: string) => Date.parse(iso);
const refuse = (code: string, params: RuleResult['params']): RuleResult => ({ code, level: 'REFUSE', overridable: false, params });
const warn = (code: string, params: RuleResult['params']): RuleResult => ({ code, level: 'WARN', overridable: true, params });

/** The working-time rules of a person: the CCNL's for a GPG, D.Lgs. 66/2003's for everyone else. */
export const ruleSetOf = (qualification: string | null): TWorkRuleSet => (qualification === 'GPG' ? 'GPG' : 'FIDUCIARIO');

/** Art. 134 services and armed posts need a GPG, whatever the post says it requires. */
export const postNeedsGpg = (post: { requiredQualification: string; armed: boolean; serviceType: string }) =>
  post.requiredQualification === 'GPG' || post.armed || GPG_SERVICES.includes(post.serviceType as TServiceType);

/** Whether a leave takes the shift: a whole day covers its date; hours count where they meet the shift's instants. */
export const leaveCovers = (leave: LeaveFact, shift: TargetFact): boolean => {
  if (leave.startTime && leave.endTime) {
    const from = ms(romeInstant(leave.startDate, leave.startTime));
    const to = ms(romeInstant(leave.startDate, leave.endTime));
    return from < ms(shift.endsAt) && to > ms(shift.startsAt);
  }
  return leave.startDate <= shift.date && (leave.endDate === null || leave.endDate >= shift.date);
};

const leaveChecks = ({ leave, shift }: RuleFacts): RuleResult[] =>
  leave
    .filter((l) => leaveCovers(l, shift))
    .map((l) => {
      const params = { type: l.type, from: formatDate(l.startDate), to: l.endDate ? formatDate(l.endDate) : '', start: l.startTime ?? '', end: l.endTime ?? '' };
      return l.type === 'MALATTIA' ? refuse('SICK_LEAVE', params) : refuse('ON_LEAVE', params);
    });

const employmentChecks = ({ person, shift }: RuleFacts): RuleResult[] => {
  const results: RuleResult[] = [];
  const date = formatDate(shift.date);
  if (!person.active) results.push(refuse('NOT_EMPLOYED', { reason: 'INACTIVE', date }));
  else if (person.hireDate && person.hireDate > shift.date) results.push(refuse('NOT_EMPLOYED', { reason: 'NOT_HIRED', date, hireDate: formatDate(person.hireDate) }));
  else if (person.endDate && person.endDate < shift.date) results.push(refuse('NOT_EMPLOYED', { reason: 'ENDED', date, endDate: formatDate(person.endDate) }));
  if (!person.inCompany) results.push(refuse('OTHER_COMPANY', {}));
  return results;
};

/**
 * The qualification check of the day against the post: what stops all work (medical, permit), a
 * GPG post without a GPG whose decree holds that day (a renewal filed is not enough: the law), an
 * armed post without a valid licence. Causes: BLOCKED, NOT_GPG, GPG_INVALID, ARMED_INVALID.
 */
const qualificationChecks = ({ person, post, qualifications: q, shift }: RuleFacts): RuleResult[] => {
  const causes: string[] = [];
  if (!q.mayWork) causes.push('BLOCKED');
  const needsGpg = postNeedsGpg(post);
  if (needsGpg && person.qualification !== 'GPG') causes.push('NOT_GPG');
  else if (needsGpg && !q.mayWorkGpg) causes.push('GPG_INVALID');
  const licence = q.armedLicence.deadline;
  const licenceValid = licence !== null && licence.dueDate >= shift.date;
  if (post.armed && person.qualification === 'GPG' && (!licenceValid || (q.mayWorkGpg && !q.mayWorkArmed))) causes.push('ARMED_INVALID');
  const results: RuleResult[] = [];
  if (causes.length) results.push(refuse('NOT_QUALIFIED', { date: formatDate(shift.date), causes: causes.join(','), blockers: q.blockers.join(','), qualification: person.qualification ?? '' }));
  if (!needsGpg && person.qualification === 'OFFICE') results.push(warn('QUALIFICATION_OFFICE', {}));
  for (const kind of post.requiredCourses) {
    const course = q.courses.find((c) => c.kind === kind);
    if (!course || !course.valid) {
      results.push(warn('COURSE_MISSING', { course: kind, reason: course ? 'EXPIRED' : 'MISSING', dueDate: course?.deadline ? formatDate(course.deadline.dueDate) : '' }));
    }
  }
  return results;
};

/** Another shift of the person meeting [startsAt, endsAt): touching ends (19:00 then 19:00) do not meet. */
const overlapChecks = ({ shifts, shift }: RuleFacts): RuleResult[] =>
  shifts
    .filter((s) => s.id !== shift.id && ms(s.startsAt) < ms(shift.endsAt) && ms(s.endsAt) > ms(shift.startsAt))
    .map((s) => refuse('OVERLAP', { post: s.postName, date: formatDate(s.date), start: s.start, end: s.end }));

const ordersCheck = ({ post }: RuleFacts): RuleResult[] =>
  post.orders?.trim() && (post.acknowledgedVersion === null || post.acknowledgedVersion < post.ordersVersion)
    ? [warn('ORDERS_NOT_ACKNOWLEDGED', { post: post.name, version: post.ordersVersion, acknowledged: post.acknowledgedVersion ?? 0 })]
    : [];

/**
 * Every check of an assignment from its facts, pure. The law's refusals come first and cannot be
 * overridden; a working-time warning the company's rule set lists in `refuse` becomes a refusal
 * that an override reason lets through.
 */
export const decideChecks = (facts: RuleFacts): RuleResult[] => {
  const others = facts.shifts.filter((s) => s.id !== facts.shift.id);
  const own = { ...facts, shifts: others };
  const rules = facts.rules[ruleSetOf(facts.person.qualification)];
  const time = workingTimeFindings(others, facts.shift, rules, facts.contractMinutes).map((f): RuleResult =>
    (rules.refuse as string[]).includes(f.code) ? { code: f.code, level: 'REFUSE', overridable: true, params: f.params } : warn(f.code, f.params),
  );
  return [...overlapChecks(own), ...leaveChecks(own), ...employmentChecks(own), ...qualificationChecks(own), ...ordersCheck(own), ...time];
};

/** The days whose leave can take a shift of `date` (hourly leave the next morning can meet a night). */
export const leaveDays = (date: string) => ({ from: date, to: addDays(date, 1) });
