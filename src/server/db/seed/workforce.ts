import { romeInstant } from '../../../shared/attendance';
import { addDays, todayInRome } from '../../../shared/dates';
import { fiscalCodeCheckChar } from '../../../shared/italian';
import { isoWeekday, mondayOf, shiftSpan } from '../../../shared/workforce/shift-time';
import { syncMedicalDeadline } from '../../resources/deadline/derive';
import type { SeedContext } from './demo';
import { ACCESS_POST, BARBIERI, BARBIERI_DECREE_EXPIRY, DEMO_POSTS, MISSING_GUARDS, PORTINERIA, ROMANO, ROSTER_WORKERS, VERDI } from './workforce-data';
import { assignFree, type PlannedShift, planRoster } from './workforce-roster';
import { sceneShifts } from './workforce-scenes';

/** Weeks of published roster before this one. */
const PAST_WEEKS = 5;
const MARINO = 'MRNDVD85S02D810';

const idOf = (ctx: SeedContext, code15: string) => {
  const id = Object.entries(ctx.userIds).find(([code]) => code.startsWith(code15))?.[1];
  if (id === undefined) throw new Error(`demo person ${code15} is missing`);
  return id;
};

/** The Rome company's new guards, with the medical visit each had this year. */
const seedRosterWorkers = async (ctx: SeedContext, today: string) => {
  const { tx, now, passwordHash } = ctx;
  const [companyId] = ctx.companyIds;
  for (const { fiscalCode15, qualification, armed, ...person } of ROSTER_WORKERS) {
    const fiscalCode = fiscalCode15 + fiscalCodeCheckChar(fiscalCode15);
    const email = `${person.firstName}.${person.lastName}@presidiosicurezza.it`.toLowerCase();
    const { id } = await tx
      .insertInto('user')
      .values({ ...person, fiscalCode, email, qualification, armed: armed ? 1 : 0, citizenship: 'EU', passwordHash, active: 1, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.userIds[fiscalCode] = id;
    await tx.insertInto('userRole').values({ userId: id, role: 'ROLE_WORKER' }).execute();
    await tx.insertInto('userCompany').values({ userId: id, companyId }).execute();
    const visitDate = addDays(today, -40 - (id % 5) * 30);
    await tx
      .insertInto('medicalFitness')
      .values({ userId: id, companyId, visitDate, outcome: 'FIT', limits: null, unfitUntil: null, validUntil: addDays(visitDate, 365), doctor: 'Dott. Franco Medici, medico competente', documentId: null, createdBy: ctx.userIds.RSSMRA80A01H501U ?? null, createdAt: now, updatedAt: now })
      .execute();
    await syncMedicalDeadline(tx, id);
  }
};

/** The posts, each with its site and company; a post whose orders changed is at version 2. */
const seedPosts = async (ctx: SeedContext, today: string) => {
  const sites = await ctx.tx
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'clientSite.name', 'client.companyId'])
    .orderBy('clientSite.id')
    .execute();
  const posts = [];
  for (const [index, { site: siteName, staff: _, publishedNextWeek: __, ordersChangedDaysAgo, requiredCourses, timeSlots, armed, ...post }] of DEMO_POSTS.entries()) {
    const site = sites.find((s) => s.name === siteName);
    if (!site) throw new Error(`demo site ${siteName} is missing`);
    const changed = ordersChangedDaysAgo === undefined ? null : romeInstant(addDays(today, -ordersChangedDaysAgo), '16:30');
    const { id } = await ctx.tx
      .insertInto('post')
      .values({
        ...post, companyId: site.companyId, clientSiteId: site.id, armed: armed ? 1 : 0, requiredCourses: JSON.stringify(requiredCourses), timeSlots: JSON.stringify(timeSlots),
        ordersVersion: changed ? 2 : 1, ordersUpdatedAt: changed, createdBy: ctx.userIds.BNCLRA85M55F205Q ?? null, createdAt: ctx.now, updatedAt: changed ?? ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    posts.push({ index, id, companyId: site.companyId, clientSiteId: site.id, version: changed ? 2 : 1, changed });
  }
  return posts;
};

/** Approved whole days of leave and sick leave of everyone: nobody is planned on them. */
const leaveDaysOf = async (ctx: SeedContext) => {
  const rows = await ctx.tx.selectFrom('permission').select(['userId', 'startDate', 'endDate']).where('status', '=', 'APPROVED').where('startTime', 'is', null).execute();
  const days = new Set<string>();
  for (const row of rows) for (let d = row.startDate; d <= (row.endDate ?? row.startDate); d = addDays(d, 1)) days.add(`${row.userId}:${d}`);
  return days;
};

/**
 * The roster of the demo: the last five weeks and this one published and worked, next week a draft
 * planned from Monday to Wednesday with open shifts after (the hotel reception's next week is
 * already published), around the story's shifts (see sceneShifts). Barbieri works until the day
 * before his decree expired and is not planned after it; Marino not while temporarily unfit.
 * Who worked a post acknowledged its orders, except the demo worker the reception's new ones.
 */
export const seedWorkforce = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const today = todayInRome(new Date(now));
  await seedRosterWorkers(ctx, today);
  const posts = await seedPosts(ctx, today);
  const monday = mondayOf(today);
  const nextMonday = addDays(monday, 7);
  const postNamed = (name: string) => posts[DEMO_POSTS.findIndex((p) => p.name === name)];

  const shifts: PlannedShift[] = [];
  for (let date = addDays(monday, -7 * PAST_WEEKS); date < addDays(nextMonday, 7); date = addDays(date, 1)) {
    for (const post of posts) {
      const demo = DEMO_POSTS[post.index];
      const draft = date >= nextMonday && !demo.publishedNextWeek;
      for (const slot of demo.timeSlots) {
        if (!slot.days.includes(isoWeekday(date))) continue;
        for (let n = 0; n < demo.headcount; n += 1) {
          shifts.push({
            postIndex: post.index, companyId: post.companyId, postId: post.id, clientSiteId: post.clientSiteId, date, start: slot.start, end: slot.end,
            ...shiftSpan(date, slot.start, slot.end), slot: n, status: draft ? 'DRAFT' : 'PUBLISHED', userId: null, note: null, fixed: draft && isoWeekday(date) > 3,
          });
        }
      }
    }
  }
  const scenes = sceneShifts({
    now, nextMonday, reception: postNamed(PORTINERIA), condominium: postNamed('Portierato diurno'), access: postNamed(ACCESS_POST),
    verdi: idOf(ctx, VERDI), romano: idOf(ctx, ROMANO),
  });
  const leave = await leaveDaysOf(ctx);
  const barbieri = idOf(ctx, BARBIERI);
  const decreeExpiry = addDays(today, BARBIERI_DECREE_EXPIRY);
  const marino = idOf(ctx, MARINO);
  const available = (userId: number, date: string) =>
    !leave.has(`${userId}:${date}`) && !(userId === barbieri && date >= decreeExpiry) && !(userId === marino && date >= addDays(today, -3) && date <= addDays(today, 7));
  const staff = DEMO_POSTS.map((p) => p.staff.map((code) => idOf(ctx, code)));
  const add = (shift: PlannedShift) => {
    shift.slot = shifts.filter((s) => s.postId === shift.postId && s.date === shift.date && s.start === shift.start).length;
    shifts.push(shift);
  };
  add(scenes.verdi);
  add(scenes.evening);
  planRoster(shifts, (index) => staff[index], available);
  const spare = MISSING_GUARDS.map((code) => idOf(ctx, code));
  add(assignFree(shifts, scenes.noShow, spare, available));
  add(assignFree(shifts, scenes.late, spare.filter((id) => id !== scenes.noShow.userId), available));

  const moderator = ctx.userIds.BNCLRA85M55F205Q ?? null;
  const admin = ctx.userIds.RSSMRA80A01H501U ?? null;
  const rows = shifts.map(({ postIndex: _, fixed: __, start, end, ...shift }) => {
    // Each week was published on the Friday before, at 17:00 (the reception's next week already).
    const friday = romeInstant(addDays(mondayOf(shift.date), -3), '17:00');
    const publishedAt = shift.status === 'PUBLISHED' ? (friday < now ? friday : now) : null;
    const createdAt = publishedAt ? new Date(Date.parse(publishedAt) - 86_400_000).toISOString() : now;
    return { ...shift, startTime: start, endTime: end, publishedAt, createdBy: shift.companyId === ctx.companyIds[2] ? admin : moderator, createdAt, updatedAt: publishedAt ?? now };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) ids.push(...(await tx.insertInto('shift').values(rows.slice(i, i + 200)).returning('id').execute()).map((r) => r.id));
  ctx.missingShiftIds = [scenes.noShow, scenes.late, scenes.verdi].map((s) => ids[shifts.indexOf(s)]);

  const acks = new Map<string, { postId: number; userId: number; ordersVersion: number; acknowledgedAt: string }>();
  const verdi = idOf(ctx, VERDI);
  for (const shift of shifts) {
    if (shift.userId === null || shift.status !== 'PUBLISHED') continue;
    const post = posts[shift.postIndex];
    const key = `${post.id}:${shift.userId}`;
    if (acks.has(key)) continue;
    const old = shift.userId === verdi && DEMO_POSTS[post.index].name === PORTINERIA;
    // The day before their first shift there, or soon after the orders last changed.
    const first = Date.parse(shift.startsAt) - 86_400_000;
    const reread = post.changed && !old ? Date.parse(post.changed) + 3 * 3_600_000 : 0;
    const at = new Date(Math.min(Math.max(first, reread), Date.parse(now))).toISOString();
    acks.set(key, { postId: post.id, userId: shift.userId, ordersVersion: old ? 1 : post.version, acknowledgedAt: at });
  }
  if (acks.size) await tx.insertInto('postAck').values([...acks.values()]).execute();
};
