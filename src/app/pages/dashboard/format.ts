/** Hours of some minutes, with at most one decimal, as Italian writes them ('1.234,5'). */
export const hoursOf = (minutes: number, locale = 'it-IT') => (minutes / 60).toLocaleString(locale, { maximumFractionDigits: 1 });

/** A ratio as a percentage ('87 %'), '—' without one. */
export const percentOf = (ratio: number | null, locale = 'it-IT') =>
  ratio === null ? '—' : ratio.toLocaleString(locale, { style: 'percent', maximumFractionDigits: ratio < 0.1 && ratio > 0 ? 1 : 0 });

/** dd/MM of a yyyy-MM-dd day. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
