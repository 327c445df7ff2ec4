import { COMPLIANCE_KINDS, type TCompliance, type TDeadlineState, deadlineStatusOn } from '../../../shared/schemas/deadline';
import { type DbOrTx, readerOf } from '../../db/database';

type Kind = (typeof COMPLIANCE_KINDS)[number];
type Cell = TCompliance['people'][number]['cells'][string];

interface Person {
  qualification: string | null;
  armed: boolean;
  citizenship: string;
}

/** Whether a kind applies to a person: the decree to GPG, the licence to the armed, the permit to non-EU citizens; the rest to everyone. */
export const requiredFor = (kind: Kind, person: Person) => {
  if (kind === 'DECRETO_GPG') return person.qualification === 'GPG';
  if (kind === 'PORTO_ARMI') return person.armed;
  if (kind === 'PERMESSO_SOGGIORNO') return person.citizenship === 'NON_EU';
  return true;
};

/**
 * The grid an office prints before an inspection: the active workers of the companies (undefined:
 * every one) × the kinds each needs, with the status of the current deadline of each on `today`.
 */
export const complianceOf = async (database: DbOrTx, companies: number[] | undefined, today: string): Promise<TCompliance> => {
  const db = readerOf(database);
  if (companies && !companies.length) return { kinds: [...COMPLIANCE_KINDS], people: [] };
  const members = db
    .selectFrom('userCompany')
    .select('userCompany.userId')
    .$if(companies !== undefined, (q) => q.where('userCompany.companyId', 'in', companies!));
  const [people, deadlines] = await Promise.all([
    db
      .selectFrom('user')
      .select(['user.id', 'user.firstName', 'user.lastName', 'user.email', 'user.qualification', 'user.armed', 'user.citizenship'])
      .where('user.active', '=', 1)
      .where('user.id', 'in', members)
      .where('user.id', 'in', db.selectFrom('userRole').select('userRole.userId').where('userRole.role', '=', 'ROLE_WORKER'))
      .orderBy('user.lastName')
      .orderBy('user.firstName')
      .orderBy('user.id')
      .execute(),
    db
      .selectFrom('deadline')
      .select(['id', 'subjectId', 'kind', 'dueDate', 'remindFrom', 'state'])
      .where('subjectType', '=', 'USER')
      .where('kind', 'in', [...COMPLIANCE_KINDS])
      .where('state', '!=', 'DONE')
      .where('subjectId', 'in', members)
      .execute(),
  ]);
  // The current deadline of a person's kind: the one due last.
  const current = new Map<string, (typeof deadlines)[number]>();
  for (const row of deadlines) {
    const key = `${row.subjectId}:${row.kind}`;
    const seen = current.get(key);
    if (!seen || row.dueDate > seen.dueDate || (row.dueDate === seen.dueDate && row.id > seen.id)) current.set(key, row);
  }
  return {
    kinds: [...COMPLIANCE_KINDS],
    people: people.map((user) => {
      const person = { qualification: user.qualification, armed: user.armed === 1, citizenship: user.citizenship };
      const cells = Object.fromEntries(
        COMPLIANCE_KINDS.map((kind): [string, Cell] => {
          const deadline = current.get(`${user.id}:${kind}`);
          const found = { dueDate: deadline?.dueDate ?? null, deadlineId: deadline?.id ?? null };
          if (!requiredFor(kind, person)) return [kind, { status: 'NOT_REQUIRED', ...found }];
          if (!deadline) return [kind, { status: 'MISSING', ...found }];
          const status = deadlineStatusOn({ ...deadline, state: deadline.state as TDeadlineState }, today);
          return [kind, { status: status === 'DONE' ? 'MISSING' : status, ...found }];
        }),
      );
      const name = [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email;
      return { userId: user.id, name, ...person, cells };
    }),
  };
};
