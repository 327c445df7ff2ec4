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
  const { companyId, ...values } = settings;
  const updated = await db.updateTable('leaveSetting').set({ ...values, updatedAt: now }).where('companyId', '=', companyId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('leaveSetting').values({ ...settings, updatedAt: now }).execute();
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
    const match = db
      .deleteFrom('leaveAllowance')
      .where('year', '=', year)
      .where('type', '=', type)
      .where((eb) => (userId === null ? eb.and([eb('userId', 'is', null), eb('companyId', '=', companyId)]) : eb('userId', '=', userId)));
    await match.execute();
    if (amount !== null) await db.insertInto('leaveAllowance').values({ companyId, userId, year, type, amount, updatedAt: now }).execute();
  }
};


export const findCompanyMemberIds = async (db: DbOrTx, companyId: number) =>
  (await db.selectFrom('userCompany').select('userId').where('companyId', '=', companyId).execute()).map((row) => row.userId);
