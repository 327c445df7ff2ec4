import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { isoWeekday, mondayOf } from '../../src/shared/workforce/shift-time';
import { seedDemo } from '../../src/server/db/seed/demo';
import { seedDemoDocuments } from '../../src/server/db/seed/documents';
import { qualificationsOn } from '../../src/server/resources/deadline/qualifications';
import { createTestApp, type TestApp } from '../helpers/app';

/** The demo's roster: what the office, the demo worker and the coverage screen show on the first start. */

const MINUTE = 60_000;
const userByCode = (t: TestApp, prefix: string) =>
  t.app.db.selectFrom('user').select(['id', 'qualification', 'armed']).where('fiscalCode', 'like', `${prefix}%`).executeTakeFirstOrThrow();
const postNamed = (t: TestApp, name: string) =>
  t.app.db.selectFrom('post').innerJoin('clientSite', 'clientSite.id', 'post.clientSiteId').selectAll('post').select('clientSite.name as siteName').where('post.name', '=', name).executeTakeFirstOrThrow();
const shiftsOf = (t: TestApp) =>
  t.app.db.selectFrom('shift').innerJoin('post', 'post.id', 'shift.postId').selectAll('shift').select('post.name as postName').orderBy('shift.startsAt').orderBy('shift.id').execute();

/** The facts every seeding must hold, whatever the day and hour. */
const expectStory = async (t: TestApp, nowMs: number) => {
  const today = todayInRome(new Date(nowMs));
  const monday = mondayOf(today);
  const nextMonday = addDays(monday, 7);
  const shifts = await shiftsOf(t);
  const verdi = await userByCode(t, 'VRDGPP90C10F839E');
  // Up to this Sunday every shift is published and has its guard.
  expect(shifts.filter((s) => s.date < nextMonday && (s.status !== 'PUBLISHED' || s.userId === null))).toEqual([]);

  // The demo worker can clock in against his shift at the reception at the moment of seeding (from an
  // hour before its start, the clock-in window, to its end); more follow, published.
  const reception = await postNamed(t, 'Portineria');
  const own = shifts.filter((s) => s.userId === verdi.id && s.status === 'PUBLISHED');
  const current = own.find((s) => Date.parse(s.startsAt) - 60 * MINUTE <= nowMs && nowMs < Date.parse(s.endsAt));
  expect(current).toMatchObject({ postId: reception.id });
  expect(own.filter((s) => Date.parse(s.startsAt) > nowMs).length).toBeGreaterThan(0);

  // Today: one shift began about 45 minutes ago and one about 15, both without a clock-in.
  const linked = new Set((await t.app.db.selectFrom('attendance').select('shiftId').where('shiftId', 'is not', null).execute()).map((a) => a.shiftId));
  const begunAgo = (from: number, to: number) => shifts.filter((s) => s.status === 'PUBLISHED' && s.userId !== null && nowMs - Date.parse(s.startsAt) >= from * MINUTE && nowMs - Date.parse(s.startsAt) < to * MINUTE && !linked.has(s.id));
  expect(begunAgo(45, 50)).toHaveLength(1);
  expect(begunAgo(15, 20)).toHaveLength(1);
  // Every other shift begun before now was clocked in for, within the late grace of 10 minutes.
  const started = shifts.filter((s) => s.status === 'PUBLISHED' && s.userId !== null && Date.parse(s.startsAt) < nowMs);
  const unclocked = started.filter((s) => !linked.has(s.id));
  // The demo worker's begins at the next full hour (at 23:xx it began at 23:00): he has not clocked in yet.
  const verdiBegun = Date.parse(current!.startsAt) < nowMs ? [current!.id] : [];
  expect(unclocked.map((s) => s.id).sort()).toEqual([...verdiBegun, begunAgo(45, 50)[0].id, begunAgo(15, 20)[0].id].sort());
  const attendance = await t.app.db.selectFrom('attendance').select(['shiftId', 'userId', 'siteId', 'checkIn']).execute();
  for (const a of attendance) {
    const shift = shifts.find((s) => s.id === a.shiftId)!;
    expect(shift).toMatchObject({ userId: a.userId, clientSiteId: a.siteId });
    expect(Date.parse(a.checkIn)).toBeLessThanOrEqual(Date.parse(shift.startsAt) + 10 * MINUTE);
  }

  // Barbieri's decree expired nine days ago: he is not planned from that day, and the law stops him today.
  const barbieri = await userByCode(t, 'BRBSMN84S05M082');
  const expiry = addDays(today, -9);
  const decree = await t.app.db.selectFrom('deadline').select('dueDate').where('subjectId', '=', barbieri.id).where('kind', '=', 'DECRETO_GPG').executeTakeFirstOrThrow();
  expect(decree.dueDate).toBe(expiry);
  expect(shifts.filter((s) => s.userId === barbieri.id && s.date >= expiry)).toEqual([]);
  expect(shifts.filter((s) => s.userId === barbieri.id).length).toBeGreaterThan(0);
  expect(await qualificationsOn(t.app.db, barbieri.id, addDays(nextMonday, 3))).toMatchObject({ mayWorkGpg: false, blockers: expect.arrayContaining(['GPG_EXPIRED']) });
  const night = await postNamed(t, 'Piantonamento notturno');
  expect(shifts.filter((s) => s.postId === night.id && s.date >= nextMonday && s.status === 'DRAFT' && s.userId === null).length).toBeGreaterThan(0);

  // Romano works a published evening until 22:00 next Wednesday; Thursday's 06:00 at the hub is open.
  const romano = await userByCode(t, 'RMNFNC93P63E472');
  const evening = shifts.find((s) => s.userId === romano.id && s.date === addDays(nextMonday, 2) && s.endTime === '22:00');
  expect(evening).toMatchObject({ status: 'PUBLISHED' });
  const morning = shifts.find((s) => s.postName === 'Controllo accessi varco' && s.date === addDays(nextMonday, 3) && s.startTime === '06:00');
  expect(morning).toMatchObject({ status: 'DRAFT', userId: null });
  expect((Date.parse(morning!.startsAt) - Date.parse(evening!.endsAt)) / 3_600_000).toBe(8);
  expect(shifts.filter((s) => s.userId === romano.id && s.date === addDays(nextMonday, 3))).toEqual([]);
};

describe('the demo roster', () => {
  let t: TestApp;
  let seededAt: number;
  beforeAll(async () => {
    seededAt = Date.now();
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has posts with their requirements, slots and orders at the demo clients’ sites', async () => {
    const reception = await postNamed(t, 'Portineria');
    expect(reception).toMatchObject({ siteName: 'Reception Via Nazionale', serviceType: 'PORTIERATO', armed: 0, headcount: 1, ordersVersion: 2 });
    expect(JSON.parse(reception.timeSlots)).toEqual([{ days: [1, 2, 3, 4, 5], start: '07:00', end: '19:00' }]);
    expect(reception.orders!.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(reception.orders!.split('\n').length).toBeLessThanOrEqual(5);
    const night = await postNamed(t, 'Piantonamento notturno');
    expect(night).toMatchObject({ serviceType: 'VIGILANZA_FISSA', armed: 1, requiredQualification: 'GPG' });
    expect(night.siteName).not.toBe('Reception Via Nazionale');
    expect(JSON.parse(night.timeSlots)).toEqual([{ days: [1, 2, 3, 4, 5, 6, 7], start: '22:00', end: '06:00' }]);
    expect(await postNamed(t, 'Ispezione')).toMatchObject({ serviceType: 'VIGILANZA_ISPETTIVA', requiredQualification: 'GPG' });
    const companies = await t.app.db.selectFrom('post').select('companyId').distinct().execute();
    expect(companies).toHaveLength(3);
  });

  it('publishes the past five weeks and this one, every shift assigned; next week is a draft, partly planned', async () => {
    const monday = mondayOf(todayInRome(new Date(seededAt)));
    const nextMonday = addDays(monday, 7);
    const shifts = await shiftsOf(t);
    expect(shifts[0].date).toBe(addDays(monday, -35));
    expect(shifts.filter((s) => s.date < nextMonday).length).toBeGreaterThan(300);
    const next = shifts.filter((s) => s.date >= nextMonday);
    expect(next.every((s) => s.date < addDays(nextMonday, 7))).toBe(true);
    const drafts = next.filter((s) => s.status === 'DRAFT');
    expect(drafts.filter((s) => s.userId !== null).length).toBeGreaterThan(10);
    expect(drafts.filter((s) => s.userId === null).length).toBeGreaterThan(10);
    expect(drafts.filter((s) => s.userId !== null).every((s) => isoWeekday(s.date) <= 3)).toBe(true);
  });

  it('tells the story of the day: the demo worker on shift, a late and a no-show guard, the others clocked in', async () => {
    await expectStory(t, seededAt);
  });

  it('leaves the demo worker the reception’s new orders to acknowledge; the others acknowledged what they work', async () => {
    const verdi = await userByCode(t, 'VRDGPP90C10F839E');
    const reception = await postNamed(t, 'Portineria');
    const acks = await t.app.db.selectFrom('postAck').selectAll().where('postId', '=', reception.id).execute();
    expect(acks.find((a) => a.userId === verdi.id)).toMatchObject({ ordersVersion: 1 });
    expect(acks.filter((a) => a.userId !== verdi.id).every((a) => a.ordersVersion === 2 && a.acknowledgedAt > reception.ordersUpdatedAt!)).toBe(true);
  });

  it('seeds nothing twice', async () => {
    const count = async () => Number((await t.app.db.selectFrom('shift').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const documents = async () => Number((await t.app.db.selectFrom('document').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const [shifts, files] = [await count(), await documents()];
    expect(await seedDemo(t.app.db)).toBe(false);
    await seedDemoDocuments(t.app.db, t.app.storage);
    expect([await count(), await documents()]).toEqual([shifts, files]);
  });
});

describe('the demo roster seeded at awkward hours', () => {
  afterEach(() => vi.useRealTimers());

  // Monday 00:10, Saturday 06:30, Thursday 22:55 and Sunday 12:00 in Rome.
  it.each(['2026-11-29T23:10:00Z', '2026-11-28T05:30:00Z', '2026-11-26T21:55:00Z', '2026-11-29T11:00:00Z'])('holds its story when seeded at %s', async (instant) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
    const t = await createTestApp();
    try {
      await expectStory(t, Date.parse(instant));
    } finally {
      await t.close();
    }
  });
});
