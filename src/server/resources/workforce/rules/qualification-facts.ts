import {
  DEADLINE_KINDS,
  type TDeadlineBlocks,
  type TDeadlineKindCode,
  type TQualifications,
} from '../../../../shared/schemas/deadline';
import { sql } from 'kysely';
import { type DbOrTx, type Dialect, dialectOf } from '../../../db/database';
import { type DeadlineFact, type VisitFact, decideQualifications } from '../../deadline/qualifications';
import { jsonRows, parsedJson, runFacts } from './json-sql';

/** A person's row as the checks read it: employment and the qualification check's own fields. */
export interface PersonRow {
  id: number;
  active: number;
  hireDate: string | null;
  endDate: string | null;
  qualification: string | null;
  armed: number;
  citizenship: string;
}

/**
 * What the qualification check and the employment checks read of several people, none of it
 * depending on the shift: so it can be read before the shift is known (or locked).
 */
export interface PeopleData {
  users: Map<number, PersonRow>;
  /** Each person's companies, ascending. */
  companies: Map<number, number[]>;
  deadlines: Map<number, DeadlineFact[]>;
  visits: Map<number, VisitFact[]>;
  /** The blocking of a kind in a company, where a company of these people changed it. */
  blocks: Map<string, TDeadlineBlocks>;
}

interface PeopleRow extends PersonRow {
  companies: unknown;
  deadlines: unknown;
  visits: unknown;
  blocks: unknown;
}

/**
 * The people's rows with their companies, deadlines, medical visits and the blocking settings of
 * every company they are tied to, each as JSON: one statement whatever the number of people.
 */
const peopleStatement = (dialect: Dialect) => {
  const deadlines = jsonRows(
    dialect,
    [
      ['id', 'd.id'],
      ['companyId', 'd.company_id'],
      ['kind', 'd.kind'],
      ['dueDate', 'd.due_date'],
      ['remindFrom', 'd.remind_from'],
      ['state', 'd.state'],
      ['source', 'd.source'],
      ['sourceId', 'd.source_id'],
      ['renewalFiledAt', 'd.renewal_filed_at'],
    ],
    "from deadline d where d.subject_type = 'USER' and d.subject_id = u.id",
    'd.id',
  );
  const visits = jsonRows(
    dialect,
    [
      ['id', 'm.id'],
      ['companyId', 'm.company_id'],
      ['visitDate', 'm.visit_date'],
      ['outcome', 'm.outcome'],
      ['limits', 'm.limits'],
      ['unfitUntil', 'm.unfit_until'],
      ['validUntil', 'm.valid_until'],
    ],
    'from medical_fitness m where m.user_id = u.id',
    'm.id',
  );
  const tied =
    "select uc2.company_id from user_company uc2 where uc2.user_id = u.id union select d2.company_id from deadline d2 where d2.subject_type = 'USER' and d2.subject_id = u.id" +
    ' union select m2.company_id from medical_fitness m2 where m2.user_id = u.id';
  const blocks = jsonRows(
    dialect,
    [
      ['companyId', 'k.company_id'],
      ['kind', 'k.kind'],
      ['blocks', 'k.blocks'],
    ],
    `from deadline_kind_setting k where k.company_id in (${tied})`,
    'k.company_id, k.kind',
  );
  const companies = jsonRows(dialect, 'uc.company_id', 'from user_company uc where uc.user_id = u.id', 'uc.company_id');
  return (
    'select u.id, u.active, u.hire_date, u.end_date, u.qualification, u.armed, u.citizenship, ' +
    `${companies} as companies, ${deadlines} as deadlines, ${visits} as visits, ${blocks} as blocks from "user" u where u.id in `
  );
};

/**
 * The people's rows, companies, deadlines, medical visits and their companies' blocking settings,
 * in one statement whatever the number of people (the blocking settings of every company a person
 * is tied to, as `qualificationsOn` reads them).
 */
export const readPeopleData = async (db: DbOrTx, ids: number[]): Promise<PeopleData> => {
  const data: PeopleData = { users: new Map(), companies: new Map(), deadlines: new Map(), visits: new Map(), blocks: new Map() };
  if (!ids.length) return data;
  const rows = await runFacts(db, sql<PeopleRow>`${sql.raw(peopleStatement(dialectOf(db)))}(${sql.join(ids)})`, ids.length);
  for (const { companies, deadlines, visits, blocks, ...user } of rows) {
    data.users.set(user.id, user);
    data.companies.set(user.id, parsedJson<number[]>(companies));
    data.deadlines.set(user.id, parsedJson<DeadlineFact[]>(deadlines));
    data.visits.set(user.id, parsedJson<VisitFact[]>(visits));
    for (const row of parsedJson<Array<{ companyId: number; kind: string; blocks: TDeadlineBlocks }>>(blocks)) data.blocks.set(`${row.companyId}:${row.kind}`, row.blocks);
  }
  return data;
};

/** A person's qualification check on `date` from the data read, as `qualificationsOn` answers it; undefined for someone who does not exist. */
export const qualificationsFrom = (data: PeopleData, userId: number, date: string): TQualifications | undefined => {
  const user = data.users.get(userId);
  if (!user) return undefined;
  const companyBlocks = (companyId: number, kind: TDeadlineKindCode): TDeadlineBlocks =>
    data.blocks.get(`${companyId}:${kind}`) ?? (DEADLINE_KINDS[kind]?.blocks as TDeadlineBlocks | undefined) ?? 'NO';
  return decideQualifications({
    person: { userId, qualification: user.qualification, armed: user.armed === 1, citizenship: user.citizenship, companyId: data.companies.get(userId)?.[0] ?? null },
    deadlines: data.deadlines.get(userId) ?? [],
    visits: data.visits.get(userId) ?? [],
    blocks: (companyId, kind) => (companyId === null ? DEADLINE_KINDS[kind].blocks : companyBlocks(companyId, kind)),
    date,
  });
};
