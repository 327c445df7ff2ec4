import { ALLOWANCE_TYPES, DEFAULT_HOURS_PER_DAY, DEFAULT_L104_MONTHLY_DAYS, type TAllowanceType } from '../../../shared/leave';
import type { TLeaveSettings } from '../../../shared/schemas/permission';
import type { DbOrTx } from '../../db/database';

export const getLeaveSettings = async (db: DbOrTx, companyId: number): Promise<TLeaveSettings> => {
  const row = await db.selectFrom('leaveSetting').select(['l104MonthlyDays', 'hoursPerDay']).where('companyId', '=', companyId).executeTakeFirst();
  return {
    companyId,
    l104MonthlyDays: row ? Number(row.l104MonthlyDays) : DEFAULT_L104_MONTHLY_DAYS,
    hoursPerDay: row ? Number(row.hoursPerDay) : DEFAULT_HOURS_PER_DAY,
  };
};

export const saveLeaveSettings = async (db: DbOrTx, settings: TLeaveSettings, now: string) => {
  const { companyId: _companyId, ...values } = settings;
  // One statement: two saves at once must not both insert the first row (a unique violation).
  await db
    .insertInto('leaveSetting')
    .values({ ...settings, updatedAt: now })
    .onConflict((oc) => oc.column('companyId').doUpdateSet({ ...values, updatedAt: now }))
    .execute();
};

type Amounts = Partial<Record<TAllowanceType, number>>;

/**
 * A company's default allowances for a year: each type from the latest year up to it, so that
 * defaults set once carry over until changed.
 */
export const findCompanyDefaults = async (db: DbOrTx, companyId: number, year: number): Promise<Amounts> => {
  const rows = await db
    .selectFrom('leaveAllowance')
    .select(['type', 'amount'])
    .where('companyId', '=', companyId)
    .where('userId', 'is', null)
    .where('year', '<=', year)
    .orderBy('year', 'desc')
    .execute();
  const amounts: Amounts = {};
  for (const row of rows) amounts[row.type as TAllowanceType] ??= Number(row.amount);
  return amounts;
};

/** A worker's overrides for exactly that year (carried-over or part-time amounts change yearly). */
export const findUserOverrides = async (db: DbOrTx, userIds: number[], year: number) => {
  if (!userIds.length) return [];
  const rows = await db
    .selectFrom('leaveAllowance')
    .select(['userId', 'type', 'amount'])
    .where('userId', 'in', userIds)
    .where('year', '=', year)
    .orderBy('userId')
    .orderBy('type')
    .execute();
  return rows.map((row) => ({ userId: row.userId as number, type: row.type as TAllowanceType, amount: Number(row.amount) }));
};

/** The allowances that apply to a worker: their overrides over their company's defaults. */
export const findWorkerAllowances = async (db: DbOrTx, companyId: number, userId: number, year: number): Promise<Amounts> => {
  const amounts = await findCompanyDefaults(db, companyId, year);
  for (const { type, amount } of await findUserOverrides(db, [userId], year)) amounts[type] = amount;
  return amounts;
};

/** Sets amounts for a year; null removes the row (the worker falls back to the company default). */
export const saveAllowances = async (
  db: DbOrTx,
  { companyId, userId, year, amounts, now }: { companyId: number; userId: number | null; year: number; amounts: Partial<Record<TAllowanceType, number | null>>; now: string },
) => {
  for (const type of ALLOWANCE_TYPES) {
    const amount = amounts[type];
    if (amount === undefined) continue;
    if (amount === null) {
      await db
        .deleteFrom('leaveAllowance')
        .where('year', '=', year)
        .where('type', '=', type)
        .where((eb) => (userId === null ? eb.and([eb('userId', 'is', null), eb('companyId', '=', companyId)]) : eb('userId', '=', userId)))
        .execute();
      continue;
    }
    // An upsert, not delete-then-insert: concurrent saves of the same amount would both insert and
    // break the unique index. The target repeats each partial index's columns and predicate.
    await db
      .insertInto('leaveAllowance')
      .values({ companyId, userId, year, type, amount, updatedAt: now })
      .onConflict((oc) =>
        (userId === null ? oc.columns(['companyId', 'year', 'type']).where('userId', 'is', null) : oc.columns(['userId', 'year', 'type']).where('userId', 'is not', null))
          .doUpdateSet({ companyId, amount, updatedAt: now }),
      )
      .execute();
  }
};


export const findCompanyMemberIds = async (db: DbOrTx, companyId: number) =>
  (await db.selectFrom('userCompany').select('userId').where('companyId', '=', companyId).execute()).map((row) => row.userId);
