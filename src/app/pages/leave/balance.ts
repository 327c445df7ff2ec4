import type { TBalance } from '../../../shared/schemas/permission';

export type TBalanceItem = TBalance['items'][number];

/** Shares of the allowance for the bar: used, then pending, each clamped so the bar never overflows. */
export const balanceShares = (item: TBalanceItem) => {
  if (item.allowance <= 0) return { used: item.used > 0 ? 100 : 0, pending: 0 };
  const used = Math.min(100, (item.used / item.allowance) * 100);
  const pending = Math.min(100 - used, (item.pending / item.allowance) * 100);
  return { used, pending };
};

/** The balance item a request of this type draws on, if that type has an allowance. */
export const balanceItemFor = (balance: TBalance | undefined, type: string) => balance?.items.find((item) => item.type === type);
