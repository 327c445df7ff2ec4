import { ALLOWANCE_TYPES, type TAllowanceType } from '../../../shared/leave';
import type { TAllowances } from '../../../shared/schemas/permission';

export { ALLOWANCE_TYPES, type TAllowanceType };

/** FERIE is counted in days, ROL and ex festività in hours (as the balance shows them). */
export const unitOf = (type: TAllowanceType) => (type === 'FERIE' ? 'DAYS' : 'HOURS') as 'DAYS' | 'HOURS';

/** What a text field holds for each type: '' when there is no amount. */
export type TAmountTexts = Record<TAllowanceType, string>;

export const EMPTY_TEXTS: TAmountTexts = { FERIE: '', ROL: '', EX_FESTIVITA: '' };

const text = (value: number | undefined | null) => (value === undefined || value === null ? '' : String(value));

/** The company's defaults of the year as form texts. */
export const defaultTexts = (data: TAllowances | undefined): TAmountTexts =>
  Object.fromEntries(ALLOWANCE_TYPES.map((type) => [type, text(data?.defaults[type])])) as TAmountTexts;

export interface TWorkerAllowance {
  type: TAllowanceType;
  /** What applies to the worker: the override, else the company's default, else none. */
  effective: number | null;
  override: number | null;
  companyDefault: number | null;
}

/** One worker's allowance per type, from the company's answer (defaults and every override). */
export const workerAllowances = (data: TAllowances | undefined, userId: number): TWorkerAllowance[] =>
  ALLOWANCE_TYPES.map((type) => {
    const override = data?.overrides.find((o) => o.userId === userId && o.type === type)?.amount ?? null;
    const companyDefault = data?.defaults[type] ?? null;
    return { type, effective: override ?? companyDefault, override, companyDefault };
  });

export const overrideTexts = (items: TWorkerAllowance[]): TAmountTexts =>
  Object.fromEntries(items.map((item) => [item.type, text(item.override)])) as TAmountTexts;

/**
 * The `allowances` of a PUT: an emptied field is null (for a worker: back to the company's
 * amount), a filled one is sent as typed for the server to validate (its coercion would read '' as
 * 0, hence the explicit null). Untouched types are left out.
 */
export const allowancesBody = (texts: TAmountTexts, initial: TAmountTexts) => {
  const body: Partial<Record<TAllowanceType, string | number | null>> = {};
  for (const type of ALLOWANCE_TYPES) {
    const value = texts[type].trim().replace(',', '.');
    if (value === initial[type].trim()) continue;
    body[type] = value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return body;
};

/** The server's field errors (`allowances.FERIE`, `year`, `l104MonthlyDays`) by the form's names. */
export const fieldErrors = (errors: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([key, message]) => [key.replace(/^allowances\./, ''), message]));
