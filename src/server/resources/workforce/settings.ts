import { type TWorkforceSettings, WORKFORCE_DEFAULTS, ZWorkRules } from '../../../shared/schemas/workforce';
import type { DbOrTx } from '../../db/database';

/** A company's workforce settings: its own row, or the defaults (graces 10 and 30 minutes, the two rule sets). */
export const getWorkforceSettings = async (db: DbOrTx, companyId: number): Promise<TWorkforceSettings> =>
  settingsOfRow(await db.selectFrom('workforceSetting').selectAll().where('companyId', '=', companyId).executeTakeFirst());

/** The settings of a company's stored row (undefined: none, the defaults). */
export const settingsOfRow = (
  row: { lateGraceMinutes: number; noShowGraceMinutes: number; clockWindowMinutes: number; rules: string | null } | undefined,
): TWorkforceSettings => {
  if (!row) return WORKFORCE_DEFAULTS;
  const stored = row.rules ? (JSON.parse(row.rules) as Partial<TWorkforceSettings['rules']>) : {};
  return {
    lateGraceMinutes: row.lateGraceMinutes,
    noShowGraceMinutes: row.noShowGraceMinutes,
    clockWindowMinutes: row.clockWindowMinutes,
    rules: {
      GPG: ZWorkRules.parse({ ...WORKFORCE_DEFAULTS.rules.GPG, ...stored.GPG }),
      FIDUCIARIO: ZWorkRules.parse({ ...WORKFORCE_DEFAULTS.rules.FIDUCIARIO, ...stored.FIDUCIARIO }),
    },
  };
};

/** Stores a company's settings whole. */
export const putWorkforceSettings = async (db: DbOrTx, companyId: number, settings: TWorkforceSettings, actorId: number) => {
  const values = {
    lateGraceMinutes: settings.lateGraceMinutes,
    noShowGraceMinutes: settings.noShowGraceMinutes,
    clockWindowMinutes: settings.clockWindowMinutes,
    rules: JSON.stringify(settings.rules),
    updatedBy: actorId,
    updatedAt: new Date().toISOString(),
  };
  await db
    .insertInto('workforceSetting')
    .values({ companyId, ...values })
    .onConflict((oc) => oc.column('companyId').doUpdateSet(values))
    .execute();
};
