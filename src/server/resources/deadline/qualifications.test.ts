import { describe, expect, it } from 'vitest';
import { DEADLINE_KINDS, type TDeadlineBlocks, type TDeadlineKindCode } from '../../../shared/schemas/deadline';
import { addDays } from '../../../shared/dates';
import { type DeadlineFact, type QualificationInput, type VisitFact, decideQualifications } from './qualifications';

let nextId = 1;
const deadline = (kind: TDeadlineKindCode, dueDate: string, more: Partial<DeadlineFact> = {}): DeadlineFact => ({
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
const visit = (visitDate: string, outcome: VisitFact['outcome'], more: Partial<VisitFact> = {}): VisitFact => ({
  id: nextId++,
  companyId: 1,
  visitDate,
  outcome,
  limits: null,
  unfitUntil: null,
  validUntil: addDays(visitDate, 365),
  ...more,
});
const fit = visit('2026-06-01', 'FIT');
const gpgPerson = { userId: 7, qualification: 'GPG', armed: false, citizenship: 'EU', companyId: 1 };
const catalogue = (_: number | null, kind: TDeadlineKindCode) => DEADLINE_KINDS[kind].blocks as TDeadlineBlocks;

const check = (input: Partial<QualificationInput> & { date: string }) =>
  decideQualifications({ person: gpgPerson, deadlines: [], visits: [fit], blocks: catalogue, ...input });

// 2026-12-13 is a Sunday; 2026-11-25 a Wednesday.
describe('decideQualifications', () => {
  const filedDayBefore = [deadline('DECRETO_GPG', '2026-12-10', { state: 'RENEWAL_FILED', renewalFiledAt: '2026-12-09' })];
  const armed = { ...gpgPerson, armed: true };
  const sunday = [deadline('DECRETO_GPG', '2027-06-30'), deadline('PORTO_ARMI', '2026-12-13')];
  const midWeek = [fit, visit('2026-11-23', 'TEMPORARILY_UNFIT', { unfitUntil: '2026-11-25' })];
  const nonEuWorker = { ...gpgPerson, qualification: 'FIDUCIARIO', citizenship: 'NON_EU' };
  const permitFiled = (days: number) => [deadline('PERMESSO_SOGGIORNO', '2026-09-01', { state: 'RENEWAL_FILED', renewalFiledAt: addDays('2026-09-01', days) })];

  const cases: Array<{ name: string; input: Partial<QualificationInput> & { date: string }; expected: Record<string, unknown> }> = [
    { name: 'decree renewed the day before expiry: valid on its due date', input: { deadlines: filedDayBefore, date: '2026-12-10' }, expected: { mayWork: true, mayWorkGpg: true, blockers: [] } },
    { name: 'decree renewed the day before expiry: blocked the day after', input: { deadlines: filedDayBefore, date: '2026-12-11' }, expected: { mayWork: true, mayWorkGpg: false, blockers: ['GPG_EXPIRED'] } },
    { name: 'licence expiring on a Sunday: armed that Sunday', input: { person: armed, deadlines: sunday, date: '2026-12-13' }, expected: { mayWorkGpg: true, mayWorkArmed: true, blockers: [] } },
    { name: 'licence expiring on a Sunday: not armed on Monday, still a GPG', input: { person: armed, deadlines: sunday, date: '2026-12-14' }, expected: { mayWorkGpg: true, mayWorkArmed: false, blockers: ['ARMED_EXPIRED'] } },
    { name: 'temporarily unfit through Wednesday', input: { visits: midWeek, deadlines: sunday, date: '2026-11-25' }, expected: { mayWork: false, mayWorkGpg: false, blockers: ['TEMPORARILY_UNFIT'] } },
    { name: 'fit again on Thursday', input: { visits: midWeek, deadlines: sunday, date: '2026-11-26' }, expected: { mayWork: true, mayWorkGpg: true, blockers: [] } },
    { name: 'fit the day before the visit that found them unfit', input: { visits: midWeek, deadlines: sunday, date: '2026-11-22' }, expected: { mayWork: true, blockers: [] } },
    { name: 'permit renewed 59 days after expiry: may work', input: { person: nonEuWorker, deadlines: permitFiled(59), date: '2026-11-20' }, expected: { mayWork: true, blockers: [] } },
    { name: 'permit renewed 61 days after expiry: may not', input: { person: nonEuWorker, deadlines: permitFiled(61), date: '2026-11-20' }, expected: { mayWork: false, blockers: ['PERMIT_EXPIRED'] } },
    { name: 'permit expired and never renewed', input: { person: nonEuWorker, deadlines: [deadline('PERMESSO_SOGGIORNO', '2026-11-19')], date: '2026-11-20' }, expected: { mayWork: false, blockers: ['PERMIT_EXPIRED'] } },
    { name: 'a non-EU citizen is never a GPG, even with a decree', input: { person: { ...gpgPerson, citizenship: 'NON_EU' }, deadlines: [deadline('DECRETO_GPG', '2027-06-30'), deadline('PERMESSO_SOGGIORNO', '2027-06-30')], date: '2026-11-26' }, expected: { mayWork: true, mayWorkGpg: false, blockers: ['NON_EU'] } },
    { name: 'a GPG without a decree', input: { date: '2026-11-26' }, expected: { mayWork: true, mayWorkGpg: false, blockers: ['GPG_MISSING'] } },
    { name: 'unfit', input: { deadlines: sunday, visits: [visit('2026-10-01', 'UNFIT')], date: '2026-11-26' }, expected: { mayWork: false, blockers: ['UNFIT'] } },
    { name: 'no medical visit: a warning', input: { deadlines: sunday, visits: [], date: '2026-11-26' }, expected: { mayWork: true, blockers: [], warnings: ['MEDICAL_MISSING'] } },
    { name: 'medical visit out of date: a warning', input: { deadlines: sunday, visits: [visit('2025-06-01', 'FIT')], date: '2026-11-26' }, expected: { mayWork: true, warnings: ['MEDICAL_EXPIRED'] } },
    {
      name: "medical visit out of date where the company made it block",
      input: { deadlines: sunday, visits: [visit('2025-06-01', 'FIT')], date: '2026-11-26', blocks: (c, kind) => (kind === 'MEDICAL_FITNESS' ? 'ALL' : catalogue(c, kind)) },
      expected: { mayWork: false, blockers: ['MEDICAL_EXPIRED'] },
    },
    { name: 'first aid expired: a warning only', input: { deadlines: [...sunday, deadline('FIRST_AID', '2026-11-01', { source: 'TRAINING' })], date: '2026-11-26' }, expected: { mayWork: true, mayWorkGpg: true, blockers: [], warnings: ['FIRST_AID_EXPIRED'] } },
    { name: 'a fiduciario needs no decree', input: { person: { ...gpgPerson, qualification: 'FIDUCIARIO' }, date: '2026-11-26' }, expected: { mayWork: true, mayWorkGpg: false, blockers: [] } },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    expect(check(input)).toMatchObject(expected);
  });

  it('tells the limits of a fitness with limits, and which deadline stands behind each check', () => {
    const limited = visit('2026-10-01', 'FIT_WITH_LIMITS', { limits: 'No lavoro notturno' });
    const medical = deadline('MEDICAL_FITNESS', limited.validUntil, { source: 'MEDICAL', sourceId: limited.id });
    const result = check({ deadlines: [...sunday, medical], visits: [fit, limited], date: '2026-11-26' });
    expect(result.medical).toMatchObject({ valid: true, outcome: 'FIT_WITH_LIMITS', limits: 'No lavoro notturno', deadline: { id: medical.id, kind: 'MEDICAL_FITNESS' } });
    expect(result.gpg).toMatchObject({ required: true, valid: true, reason: null, deadline: { id: sunday[0].id, dueDate: '2027-06-30', status: 'OK' } });
    expect(result.blockers).toEqual([]);
  });

  it('lists each course the person has, valid or not', () => {
    const result = check({ deadlines: [deadline('FIRST_AID', '2026-11-01', { source: 'TRAINING' }), deadline('FIRE_SAFETY', '2028-01-01', { source: 'TRAINING' })], date: '2026-11-26' });
    expect(result.courses.map((c) => [c.kind, c.valid, c.reason])).toEqual([
      ['FIRST_AID', false, 'EXPIRED'],
      ['FIRE_SAFETY', true, null],
    ]);
  });

  it('reads the decree of the right cycle: a DONE one no more, the later one when two are open', () => {
    const result = check({ deadlines: [deadline('DECRETO_GPG', '2027-01-01', { state: 'DONE' }), deadline('DECRETO_GPG', '2026-11-01')], date: '2026-11-26' });
    expect(result.gpg.reason).toBe('EXPIRED');
    expect(check({ deadlines: [deadline('DECRETO_GPG', '2026-11-01'), deadline('DECRETO_GPG', '2028-11-01')], date: '2026-11-26' }).gpg.valid).toBe(true);
  });
});
