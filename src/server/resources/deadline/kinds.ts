import {
  DEADLINE_KIND_CODES,
  DEADLINE_KINDS,
  type TDeadlineBlocks,
  type TDeadlineKindCode,
  type TDeadlineKindView,
  type TRemindTo,
} from '../../../shared/schemas/deadline';
import { addDays } from '../../../shared/dates';
import type { DbOrTx } from '../../db/database';

export interface KindSetting {
  validityMonths: number | null;
  leadDays: number;
  remindTo: TRemindTo;
  blocks: TDeadlineBlocks;
  customised: boolean;
}

const defaultsOf = (code: TDeadlineKindCode): KindSetting => {
  const kind = DEADLINE_KINDS[code];
  return { validityMonths: kind.validityMonths, leadDays: kind.leadDays, remindTo: kind.remindTo, blocks: kind.blocks, customised: false };
};

/** Every kind as the company has it: its own settings over the catalogue's defaults. */
export const kindSettingsOf = async (db: DbOrTx, companyId: number): Promise<Record<TDeadlineKindCode, KindSetting>> => {
  const rows = await db.selectFrom('deadlineKindSetting').selectAll().where('companyId', '=', companyId).execute();
  const own = new Map(rows.map((row) => [row.kind, row]));
  return Object.fromEntries(
    DEADLINE_KIND_CODES.map((code) => {
      const row = own.get(code);
      const setting: KindSetting = row
        ? { validityMonths: row.validityMonths, leadDays: row.leadDays, remindTo: row.remindTo as TRemindTo, blocks: row.blocks as TDeadlineBlocks, customised: true }
        : defaultsOf(code);
      return [code, setting];
    }),
  ) as Record<TDeadlineKindCode, KindSetting>;
};

/** One kind as the company has it. */
export const kindSettingOf = async (db: DbOrTx, companyId: number, code: TDeadlineKindCode): Promise<KindSetting> => {
  const row = await db.selectFrom('deadlineKindSetting').selectAll().where('companyId', '=', companyId).where('kind', '=', code).executeTakeFirst();
  return row
    ? { validityMonths: row.validityMonths, leadDays: row.leadDays, remindTo: row.remindTo as TRemindTo, blocks: row.blocks as TDeadlineBlocks, customised: true }
    : defaultsOf(code);
};

export const kindViewOf = (code: TDeadlineKindCode, setting: KindSetting): TDeadlineKindView => ({
  code,
  subjectTypes: [...DEADLINE_KINDS[code].subjectTypes],
  source: DEADLINE_KINDS[code].source,
  ...setting,
});

/** The day a deadline turns DUE_SOON. */
export const remindFromOf = (dueDate: string, leadDays: number) => addDays(dueDate, -leadDays);
