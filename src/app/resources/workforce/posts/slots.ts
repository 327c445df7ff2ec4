import type { TTimeSlot } from '../../../../shared/schemas/workforce';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Runs of consecutive weekdays: [1,2,3,5] → [[1,3],[5,5]]. */
export const dayRuns = (days: readonly number[]): Array<[number, number]> => {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
};

/** 'lun–ven', 'sab, dom', 'tutti i giorni': a range only from three days on, where it saves words. */
export const daysText = (days: readonly number[], translate: TTranslate): string => {
  if (new Set(days).size === 7) return translate('posts.days.every');
  const name = (day: number) => translate(`posts.days.lower.${day}`);
  return dayRuns(days)
    .flatMap(([from, to]) => (to - from >= 2 ? [`${name(from)}–${name(to)}`] : from === to ? [name(from)] : [name(from), name(to)]))
    .join(', ');
};

/** An end at or before the start crosses midnight (00:00–00:00 is a whole day). */
export const isOvernight = (start: string | undefined, end: string | undefined): boolean => !!start && !!end && end <= start;

export const slotText = (slot: TTimeSlot, translate: TTranslate): string =>
  slot.start === slot.end
    ? `${daysText(slot.days, translate)} ${translate('posts.slots.allDay')}`
    : `${daysText(slot.days, translate)} ${slot.start}–${slot.end}`;

/** A post's week in one line for the list: 'lun–ven 07:00–19:00 · sab, dom 22:00–06:00'. */
export const slotsSummary = (slots: readonly TTimeSlot[] | undefined, translate: TTranslate): string =>
  slots?.length ? slots.map((slot) => slotText(slot, translate)).join(' · ') : translate('posts.slots.none');
