import { romeTimeOf } from '../../../shared/attendance';
import { addDays, todayInRome } from '../../../shared/dates';
import { shiftSpan } from '../../../shared/workforce/shift-time';
import type { PlannedShift } from './workforce-roster';

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor((((minutes % 1440) + 1440) % 1440) / 60))}:${pad(((minutes % 60) + 60) % 60)}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type Post = { index: number; id: number; companyId: number; clientSiteId: number };

/** A one-off shift (added by hand, beside the post's slots), published and assigned. */
const oneOff = (post: Post, date: string, start: string, end: string, userId: number | null, note: string | null): PlannedShift => ({
  postIndex: post.index,
  companyId: post.companyId,
  postId: post.id,
  clientSiteId: post.clientSiteId,
  date,
  start,
  end,
  ...shiftSpan(date, start, end),
  slot: 0,
  status: 'PUBLISHED',
  userId,
  note,
  fixed: true,
});

/** A one-off that started `minutesAgo` before `now` (on the 5-minute mark), lasting six hours. */
const startedAgo = (post: Post, now: string, minutesAgo: number, note: string) => {
  const at = new Date(Math.floor((Date.parse(now) - minutesAgo * 60_000) / 300_000) * 300_000).toISOString();
  const start = romeTimeOf(at);
  return oneOff(post, todayInRome(new Date(at)), start, hhmm(toMinutes(start) + 360), null, note);
};

export interface Scenes {
  now: string;
  nextMonday: string;
  reception: Post;
  condominium: Post;
  access: Post;
  verdi: number;
  romano: number;
}

/**
 * The shifts the demo's story needs: the demo worker's shift at the reception covering the moment
 * of seeding (from the next full hour, within the 60 minutes before a start when a clock-in links to
 * its shift, for eight hours) and a fiduciaria's published evening until 22:00 next Wednesday, whose next morning's 06:00
 * shift is left open, both placed before the roster is planned around them; and two extra shifts
 * that began about 45 and 15 minutes ago (no-show and late, nobody clocked in), given once it is
 * planned to whoever is free.
 */
export const sceneShifts = (s: Scenes) => {
  const today = todayInRome(new Date(s.now));
  const hour = Number(romeTimeOf(s.now).slice(0, 2));
  // From the next full hour (at most an hour away, inside the clock-in window) for eight hours: he clocks in on time.
  const start = Math.min(hour + 1, 23) * 60;
  const verdi = oneOff(s.reception, today, hhmm(start), hhmm(start + 8 * 60), s.verdi, null);
  const noShow = startedAgo(s.condominium, s.now, 45, 'Servizio aggiuntivo richiesto dall’amministratore');
  const late = startedAgo(s.access, s.now, 15, 'Rinforzo per uno scarico straordinario');
  const evening = oneOff(s.reception, addDays(s.nextMonday, 2), '14:00', '22:00', s.romano, 'Evento serale in hotel');
  return { verdi, noShow, late, evening };
};
