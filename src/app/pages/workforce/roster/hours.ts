/** Hours of a number of minutes, with at most one decimal in the user's language: 1950 → '32,5'. */
export const formatHours = (minutes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.round(minutes / 6) / 10);

/** A person's planned hours of a week against the contract's: '32/40 h', over when planned exceeds it. */
export const weekHours = (planned: number, contract: number, locale: string): { text: string; over: boolean } => ({
  text: `${formatHours(planned, locale)}/${formatHours(contract, locale)} h`,
  over: planned > contract,
});
