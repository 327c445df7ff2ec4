import {
  DEADLINE_KINDS,
  type TDeadlineBlocks,
  type TDeadlineKindCode,
  type TDeadlineState,
  type TMedicalOutcome,
  type TQualificationCheck,
  type TQualifications,
  deadlineStatusOn,
} from '../../../shared/schemas/deadline';
import { addDays } from '../../../shared/dates';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import { blocksOf } from './repository';

/** A deadline of the person as the check reads it. */
export interface DeadlineFact {
  id: number;
  companyId: number;
  kind: string;
  dueDate: string;
  remindFrom: string;
  state: TDeadlineState;
  source: string;
  sourceId: number | null;
  renewalFiledAt: string | null;
}

/** A medical visit's judgement. */
export interface VisitFact {
  id: number;
  companyId: number;
  visitDate: string;
  outcome: TMedicalOutcome;
  limits: string | null;
  unfitUntil: string | null;
  validUntil: string;
}

export interface QualificationInput {
  person: { userId: number; qualification: string | null; armed: boolean; citizenship: string; companyId: number | null };
  deadlines: DeadlineFact[];
  visits: VisitFact[];
  /** The blocking of a kind as the company has it (the catalogue's when it changed nothing). */
  blocks: (companyId: number | null, kind: TDeadlineKindCode) => TDeadlineBlocks;
  date: string;
}

/** A permit expired is still good when its renewal was filed within this many days after the due date. */
export const PERMIT_RENEWAL_GRACE_DAYS = 60;

const TRAINING_KINDS = (Object.keys(DEADLINE_KINDS) as TDeadlineKindCode[]).filter((code) => DEADLINE_KINDS[code].source === 'TRAINING');

/** What a missing or lapsed item stops: the company's setting, never less than the law's own (decree: GPG posts, licence: armed posts). */
const LEVELS: TDeadlineBlocks[] = ['NO', 'ARMED', 'GPG', 'ALL'];
const atLeast = (blocks: TDeadlineBlocks, floor: TDeadlineBlocks) => (LEVELS.indexOf(blocks) >= LEVELS.indexOf(floor) ? blocks : floor);

const refOf = (deadline: DeadlineFact | undefined, date: string): TQualificationCheck['deadline'] =>
  deadline
    ? {
        id: deadline.id,
        kind: deadline.kind as TDeadlineKindCode,
        dueDate: deadline.dueDate,
        status: deadlineStatusOn(deadline, date),
        renewalFiledAt: deadline.renewalFiledAt,
      }
    : null;

/**
 * The deadline of a kind that speaks for the day: one still valid on it (the latest), else the
 * latest lapsed one. A deadline DONE was superseded by a newer one and speaks no more.
 */
const deadlineOf = (deadlines: DeadlineFact[], kind: TDeadlineKindCode, date: string) => {
  const own = deadlines.filter((d) => d.kind === kind && d.state !== 'DONE').sort((a, b) => (a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : b.id - a.id));
  return own.find((d) => d.dueDate >= date) ?? own[0];
};

/**
 * Whether a person may work, as a GPG, armed, on `date`: pure, from the person, their deadlines
 * and medical visits. A deadline is valid through its due date. A renewal filed does not extend a
 * decree or a licence (working after the due date is unlawful even when filed); it does extend a
 * permesso di soggiorno when filed within 60 days of its expiry.
 */
export const decideQualifications = ({ person, deadlines, visits, blocks, date }: QualificationInput): TQualifications => {
  const blockers: Array<{ code: string; level: TDeadlineBlocks }> = [];
  const warnings: string[] = [];
  const flag = (code: string, level: TDeadlineBlocks) => (level === 'NO' ? warnings.push(code) : blockers.push({ code, level }));
  const levelOf = (kind: TDeadlineKindCode, deadline?: { companyId: number }) => blocks(deadline?.companyId ?? person.companyId, kind);

  const documentCheck = (kind: TDeadlineKindCode, required: boolean, prefix: string, floor: TDeadlineBlocks, renewalGrace = false): TQualificationCheck => {
    const deadline = deadlineOf(deadlines, kind, date);
    const renewed = renewalGrace && deadline?.renewalFiledAt != null && deadline.renewalFiledAt <= addDays(deadline.dueDate, PERMIT_RENEWAL_GRACE_DAYS);
    const valid = !!deadline && (deadline.dueDate >= date || renewed);
    const reason = valid ? null : !deadline ? 'MISSING' : deadline.state === 'RENEWAL_FILED' ? 'EXPIRED_RENEWAL_FILED' : 'EXPIRED';
    if (required && !valid) flag(`${prefix}_${reason === 'MISSING' ? 'MISSING' : 'EXPIRED'}`, atLeast(levelOf(kind, deadline), floor));
    return { required, valid, reason, deadline: refOf(deadline, date) };
  };

  const nonEu = person.citizenship === 'NON_EU';
  const isGpg = person.qualification === 'GPG';
  const permit = documentCheck('PERMESSO_SOGGIORNO', nonEu, 'PERMIT', 'NO', true);
  if (!nonEu) Object.assign(permit, { valid: true, reason: null });

  const gpg = documentCheck('DECRETO_GPG', isGpg, 'GPG', 'GPG');
  // Only EU citizens may be GPG, whatever the papers say.
  if (nonEu && isGpg) {
    Object.assign(gpg, { valid: false, reason: 'NON_EU' });
    flag('NON_EU', 'GPG');
  }
  const armedLicence = documentCheck('PORTO_ARMI', person.armed, 'ARMED', 'ARMED');

  const visit = visits.filter((v) => v.visitDate <= date).sort((a, b) => (a.visitDate < b.visitDate ? 1 : a.visitDate > b.visitDate ? -1 : b.id - a.id))[0];
  const medicalDeadline = visit
    ? deadlines.find((d) => d.kind === 'MEDICAL_FITNESS' && d.source === 'MEDICAL' && d.sourceId === visit.id)
    : deadlineOf(deadlines, 'MEDICAL_FITNESS', date);
  let medicalReason: string | null = null;
  if (!visit) {
    medicalReason = 'MISSING';
    flag('MEDICAL_MISSING', levelOf('MEDICAL_FITNESS', medicalDeadline));
  } else if (visit.outcome === 'UNFIT') {
    medicalReason = 'UNFIT';
    flag('UNFIT', 'ALL');
  } else if (visit.outcome === 'TEMPORARILY_UNFIT' && (visit.unfitUntil === null || visit.unfitUntil >= date)) {
    medicalReason = 'TEMPORARILY_UNFIT';
    flag('TEMPORARILY_UNFIT', 'ALL');
  } else if (visit.validUntil < date) {
    medicalReason = 'EXPIRED';
    flag('MEDICAL_EXPIRED', levelOf('MEDICAL_FITNESS', visit));
  }
  const medical = {
    required: true,
    valid: medicalReason === null,
    reason: medicalReason,
    deadline: refOf(medicalDeadline, date),
    outcome: visit?.outcome ?? null,
    limits: visit?.outcome === 'FIT_WITH_LIMITS' ? visit.limits : null,
    unfitUntil: visit?.outcome === 'TEMPORARILY_UNFIT' ? visit.unfitUntil : null,
  };

  const courses = TRAINING_KINDS.flatMap((kind) => {
    const deadline = deadlineOf(deadlines, kind, date);
    if (!deadline) return [];
    const valid = deadline.dueDate >= date;
    if (!valid) flag(`${kind}_EXPIRED`, levelOf(kind, deadline));
    return [{ kind, required: true, valid, reason: valid ? null : 'EXPIRED', deadline: refOf(deadline, date) }];
  });

  const stops = (...levels: TDeadlineBlocks[]) => blockers.some((b) => levels.includes(b.level));
  const mayWork = !stops('ALL');
  const mayWorkGpg = mayWork && !nonEu && !!gpg.deadline && gpg.deadline.dueDate >= date && !stops('GPG');
  const mayWorkArmed = mayWorkGpg && armedLicence.deadline !== null && armedLicence.deadline.dueDate >= date && !stops('ARMED');
  return {
    userId: person.userId,
    date,
    qualification: person.qualification,
    armed: person.armed,
    citizenship: person.citizenship,
    mayWork,
    mayWorkGpg,
    mayWorkArmed,
    gpg,
    armedLicence,
    medical,
    permit,
    courses,
    blockers: blockers.map((b) => b.code),
    warnings,
  };
};

/** The person's facts from the database, then the decision: 404 for a user that does not exist. */
export const qualificationsOn = async (db: DbOrTx, userId: number, date: string): Promise<TQualifications> => {
  const user = await db.selectFrom('user').select(['id', 'qualification', 'armed', 'citizenship']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  const [deadlines, visits, companies] = await Promise.all([
    db
      .selectFrom('deadline')
      .select(['id', 'companyId', 'kind', 'dueDate', 'remindFrom', 'state', 'source', 'sourceId', 'renewalFiledAt'])
      .where('subjectType', '=', 'USER')
      .where('subjectId', '=', userId)
      .execute(),
    db.selectFrom('medicalFitness').select(['id', 'companyId', 'visitDate', 'outcome', 'limits', 'unfitUntil', 'validUntil']).where('userId', '=', userId).execute(),
    db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').execute(),
  ]);
  const companyIds = [...companies.map((c) => c.companyId), ...deadlines.map((d) => d.companyId), ...visits.map((v) => v.companyId)];
  const blocks = await blocksOf(db, companyIds);
  return decideQualifications({
    person: { userId, qualification: user.qualification, armed: user.armed === 1, citizenship: user.citizenship, companyId: companies[0]?.companyId ?? null },
    deadlines: deadlines.map((d) => ({ ...d, state: d.state as TDeadlineState })),
    visits: visits.map((v) => ({ ...v, outcome: v.outcome as TMedicalOutcome })),
    blocks: (companyId, kind) => (companyId === null ? DEADLINE_KINDS[kind].blocks : blocks(companyId, kind)),
    date,
  });
};
