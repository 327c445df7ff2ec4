import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_RULES } from '../../../../shared/schemas/workforce';
import { decideAssignment } from './decide';
import type { RuleFacts, RuleResult } from './facts-types';
import { decideChecks } from './pure';
import { basePerson, basePost, deadline, facts, qualificationsFor, shift, target, validDecree } from './test-fixtures';
import { toCheckResult } from './words';

const day = '2026-11-18';
const dayShift = target(day, '07:00', '19:00');
const codes = (results: RuleResult[]) => results.map((r) => r.code);
const check = (over: Partial<RuleFacts> = {}) => decideChecks(facts({ shift: dayShift, ...over }));
const one = (results: RuleResult[], code: string) => results.find((r) => r.code === code);

describe('decideChecks: what refuses, by law', () => {
  it('overlap: touching ends are not an overlap, an hour over is', () => {
    expect(codes(check({ shifts: [shift(day, '19:00', '07:00')] }))).not.toContain('OVERLAP');
    expect(codes(check({ shifts: [shift('2026-11-17', '19:00', '07:00')] }))).not.toContain('OVERLAP');
    const over = one(check({ shifts: [shift(day, '18:00', '06:00', 'Cancello')] }), 'OVERLAP');
    expect(over).toMatchObject({ level: 'REFUSE', overridable: false, params: { post: 'Cancello', date: '18/11/2026', start: '18:00', end: '06:00' } });
  });

  it('the shift itself never counts against itself', () => {
    expect(check({ shifts: [{ ...shift(day, '07:00', '19:00'), id: dayShift.id }] })).toEqual([]);
  });

  const leave = (type: string, startDate: string, endDate: string | null, startTime: string | null = null, endTime: string | null = null) => ({ type, startDate, endDate, startTime, endTime });
  const leaveCases = [
    { name: 'holidays over the day', leave: leave('FERIE', '2026-11-16', '2026-11-20'), code: 'ON_LEAVE' },
    { name: 'holidays ending the day before', leave: leave('FERIE', '2026-11-10', '2026-11-17'), code: null },
    { name: 'hours meeting the shift', leave: leave('ROL', day, day, '17:00', '21:00'), code: 'ON_LEAVE' },
    { name: 'hours after the shift', leave: leave('ROL', day, day, '19:00', '21:00'), code: null },
    { name: 'sick leave with no end yet', leave: leave('MALATTIA', '2026-11-01', null), code: 'SICK_LEAVE' },
    { name: 'sick leave over', leave: leave('MALATTIA', '2026-11-01', '2026-11-17'), code: null },
  ];
  it.each(leaveCases)('leave: $name', ({ leave: l, code }) => {
    const found = check({ leave: [l] }).filter((r) => r.code === 'ON_LEAVE' || r.code === 'SICK_LEAVE');
    expect(found.map((r) => r.code)).toEqual(code ? [code] : []);
    if (code) expect(found[0]).toMatchObject({ level: 'REFUSE', overridable: false });
  });

  it('employment: inactive, not yet hired, gone, of another company', () => {
    expect(one(check({ person: { ...basePerson, active: false } }), 'NOT_EMPLOYED')?.params).toMatchObject({ reason: 'INACTIVE' });
    expect(one(check({ person: { ...basePerson, hireDate: '2026-11-19' } }), 'NOT_EMPLOYED')?.params).toMatchObject({ reason: 'NOT_HIRED', hireDate: '19/11/2026' });
    expect(one(check({ person: { ...basePerson, endDate: '2026-11-17' } }), 'NOT_EMPLOYED')?.params).toMatchObject({ reason: 'ENDED' });
    expect(codes(check({ person: { ...basePerson, endDate: day } }))).toEqual([]);
    expect(one(check({ person: { ...basePerson, inCompany: false } }), 'OTHER_COMPANY')).toMatchObject({ level: 'REFUSE', overridable: false });
  });
});

describe('decideChecks: qualification against the post', () => {
  const gpgPost = { ...basePost, serviceType: 'VIGILANZA_FISSA', requiredQualification: 'GPG' };
  const armedPost = { ...gpgPost, armed: true };
  const fiduciario = { ...basePerson, qualification: 'FIDUCIARIO' };
  const armedGpg = { ...basePerson, armed: true };
  const causes = (results: RuleResult[]) => one(results, 'NOT_QUALIFIED')?.params.causes ?? null;

  const cases: Array<{ name: string; over: Partial<RuleFacts>; causes: string | null }> = [
    { name: 'a GPG with a valid decree at a GPG post', over: { post: gpgPost }, causes: null },
    { name: 'a fiduciario at a GPG post', over: { post: gpgPost, person: fiduciario, qualifications: qualificationsFor(fiduciario, [], day) }, causes: 'NOT_GPG' },
    { name: 'a fiduciario at an art. 134 service marked ANY', over: { post: { ...basePost, serviceType: 'ANTIRAPINA' }, person: fiduciario, qualifications: qualificationsFor(fiduciario, [], day) }, causes: 'NOT_GPG' },
    {
      name: 'a decree expired with its renewal filed',
      over: { post: gpgPost, qualifications: qualificationsFor(basePerson, [deadline('DECRETO_GPG', '2026-11-10', { state: 'RENEWAL_FILED', renewalFiledAt: '2026-11-01' })], day) },
      causes: 'GPG_INVALID',
    },
    { name: 'a fiduciario at a fiduciario post', over: { post: { ...basePost, requiredQualification: 'FIDUCIARIO' }, person: fiduciario, qualifications: qualificationsFor(fiduciario, [], day) }, causes: null },
    { name: 'a GPG at a post for anyone', over: { post: { ...basePost, requiredQualification: 'FIDUCIARIO' } }, causes: null },
    { name: 'armed post, licence valid', over: { post: armedPost, person: armedGpg, qualifications: qualificationsFor(armedGpg, [validDecree(), deadline('PORTO_ARMI', '2027-01-01')], day) }, causes: null },
    { name: 'armed post, licence expired', over: { post: armedPost, person: armedGpg, qualifications: qualificationsFor(armedGpg, [validDecree(), deadline('PORTO_ARMI', '2026-11-17')], day) }, causes: 'ARMED_INVALID' },
    { name: 'armed post, no licence', over: { post: armedPost }, causes: 'ARMED_INVALID' },
  ];
  it.each(cases)('$name', ({ over, causes: expected }) => {
    const results = check(over);
    expect(causes(results)).toBe(expected);
    if (expected) expect(one(results, 'NOT_QUALIFIED')).toMatchObject({ level: 'REFUSE', overridable: false });
  });

  it('office staff are warned, not refused, at a post that needs no GPG', () => {
    const office = { ...basePerson, qualification: 'OFFICE' };
    const results = check({ shift: target(day, '08:00', '14:00'), person: office, qualifications: qualificationsFor(office, [], day) });
    expect(results.map((r) => [r.code, r.level])).toEqual([['QUALIFICATION_OFFICE', 'WARN']]);
    const gpgPost = { ...basePost, requiredQualification: 'GPG' };
    expect(one(check({ post: gpgPost, person: office, qualifications: qualificationsFor(office, [], day) }), 'NOT_QUALIFIED')?.params.causes).toBe('NOT_GPG');
  });

  it('required courses: missing and expired warn, valid ones do not', () => {
    const post = { ...basePost, requiredCourses: ['FIRST_AID', 'FIRE_SAFETY', 'TRAINING_WORKERS'] };
    const deadlines = [validDecree(), deadline('FIRST_AID', '2026-11-17', { source: 'TRAINING' }), deadline('TRAINING_WORKERS', '2030-01-01', { source: 'TRAINING' })];
    const results = check({ post, qualifications: qualificationsFor(basePerson, deadlines, day) }).filter((r) => r.code === 'COURSE_MISSING');
    expect(results.map((r) => [r.params.course, r.params.reason, r.level])).toEqual([
      ['FIRST_AID', 'EXPIRED', 'WARN'],
      ['FIRE_SAFETY', 'MISSING', 'WARN'],
    ]);
  });

  it('orders: warned until the current version is acknowledged', () => {
    const post = { ...basePost, orders: 'Controllare gli accessi', ordersVersion: 3 };
    expect(codes(check({ post }))).toEqual(['ORDERS_NOT_ACKNOWLEDGED']);
    expect(codes(check({ post: { ...post, acknowledgedVersion: 2 } }))).toEqual(['ORDERS_NOT_ACKNOWLEDGED']);
    expect(codes(check({ post: { ...post, acknowledgedVersion: 3 } }))).toEqual([]);
    expect(codes(check({ post: { ...basePost, orders: '  ' } }))).toEqual([]);
  });
});

describe('decideChecks with decideAssignment: overriding', () => {
  const shortRest = [shift('2026-11-17', '14:00', '22:00')];
  const early = target(day, '06:00', '14:00');
  const refusing = { ...DEFAULT_WORK_RULES, GPG: { ...DEFAULT_WORK_RULES.GPG, refuse: ['REST_BETWEEN' as const] } };

  it('a warning goes through without a reason', () => {
    const results = decideChecks(facts({ shift: early, shifts: shortRest }));
    expect(one(results, 'REST_BETWEEN')).toMatchObject({ level: 'WARN' });
    expect(decideAssignment(results.map((r) => toCheckResult('it', r)), null)).toMatchObject({ allowed: true });
  });

  it('a rule the company refuses needs a reason, then goes through', () => {
    const results = decideChecks(facts({ shift: early, shifts: shortRest, rules: refusing }));
    expect(one(results, 'REST_BETWEEN')).toMatchObject({ level: 'REFUSE', overridable: true });
    const checks = results.map((r) => toCheckResult('it', r));
    expect(decideAssignment(checks, null)).toMatchObject({ allowed: false, code: 'OVERRIDE_REQUIRED' });
    expect(decideAssignment(checks, 'Nessun altro disponibile')).toMatchObject({ allowed: true });
  });

  it('the rule set is the fiduciario’s for anyone not a GPG', () => {
    const fiduciario = { ...basePerson, qualification: 'FIDUCIARIO' };
    const results = decideChecks(facts({ shift: early, shifts: shortRest, rules: refusing, person: fiduciario, qualifications: qualificationsFor(fiduciario, [], day) }));
    expect(one(results, 'REST_BETWEEN')).toMatchObject({ level: 'WARN' });
  });

  it('an expired decree is refused whatever the reason', () => {
    const post = { ...basePost, requiredQualification: 'GPG', serviceType: 'VIGILANZA_FISSA' };
    const results = decideChecks(facts({ shift: early, post, qualifications: qualificationsFor(basePerson, [deadline('DECRETO_GPG', '2026-11-01')], day) }));
    const checks = results.map((r) => toCheckResult('it', r));
    expect(decideAssignment(checks, 'Urgente')).toMatchObject({ allowed: false, code: 'ASSIGNMENT_REFUSED' });
    expect(checks[0].message).toBe('Non può lavorare in questo posto il 18/11/2026: decreto di nomina GPG non valido in quella data (un rinnovo presentato non basta); decreto GPG scaduto');
  });
});

describe('the words of each check', () => {
  it('puts leave, courses, rest and employment in the caller’s language', () => {
    const rest = decideChecks(facts({ shift: target(day, '06:00', '14:00'), shifts: [shift('2026-11-17', '14:00', '22:00', 'Cancello')] }));
    expect(toCheckResult('en', one(rest, 'REST_BETWEEN')!).message).toBe('Only 8 h of rest after the shift Cancello on 17/11/2026 (14:00–22:00): 11 h needed');
    const sick = check({ leave: [{ type: 'MALATTIA', startDate: '2026-11-01', endDate: null, startTime: null, endTime: null }] });
    expect(toCheckResult('it', sick[0]).message).toBe('In malattia dal 01/11/2026, senza data di fine');
    const rol = check({ leave: [{ type: 'ROL', startDate: day, endDate: day, startTime: '17:00', endTime: '21:00' }] });
    expect(toCheckResult('es', rol[0]).params).toMatchObject({ period: 'el 18/11/2026 de 17:00 a 21:00' });
    const course = check({ post: { ...basePost, requiredCourses: ['FIRE_SAFETY'] } });
    expect(toCheckResult('it', course[0]).message).toBe('Corso richiesto dal posto non valido: Antincendio (mai svolto)');
    const gone = check({ person: { ...basePerson, endDate: '2026-11-17' } });
    expect(toCheckResult('en', gone[0]).message).toBe('Not employed on 18/11/2026: employment ended on 17/11/2026');
  });
});
