import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { sendShiftAlerts, WORKFORCE_ALERT_JOB } from '../../src/server/resources/workforce/coverage/alerts';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoPasswordHash, userIdOf } from '../helpers/api';
import { freshCompany } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { clientBody, created, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

// The job runs through the scheduler at a time the test gives; shifts are placed relative to that time.

const MINUTE = 60_000;

/** The scene of one test: a company of its own, a site, a post, a worker with a name of their own. */
const scene = async (t: TestApp) => {
  const company = await freshCompany(t);
  const client = await created(t, '/api/client', clientBody(company));
  const site = await created(t, '/api/client-site', siteBody(client.id, { name: `Sede ${company}` }));
  const post = await insertPost(t, { clientSiteId: site.id, name: 'Portineria' });
  const worker = await newWorker(t, company);
  const lastName = `Assente${company}`;
  await t.app.db.updateTable('user').set({ firstName: 'Mario', lastName }).where('id', '=', worker.id).execute();
  return { company, site, post, worker, name: `${lastName} Mario` };
};

const shiftStarting = (t: TestApp, postId: number, userId: number, startsAt: Date) => {
  const iso = startsAt.toISOString();
  return insertShift(t, { postId, userId, date: romeDateOf(iso), start: romeTimeOf(iso), end: romeTimeOf(new Date(startsAt.getTime() + 8 * 3_600_000).toISOString()) });
};

/** The notifications of a kind about a person, as stored (one per reader). */
const told = async (t: TestApp, kind: string, name: string) =>
  (await t.app.db.selectFrom('notification').select(['userId', 'params', 'link', 'title']).where('kind', '=', kind).execute()).filter((n) => JSON.parse(n.params ?? '{}').name === name);

describe('the late and no-show alerts', () => {
  let t: TestApp;
  /** The scheduler's clock: each run a minute after the last, so the job is due again. */
  let clock = Date.now();
  const run = async (at = (clock += MINUTE)) => {
    clock = Math.max(clock, at);
    const outcomes = await t.app.scheduler.runDue(new Date(at), [WORKFORCE_ALERT_JOB]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].error).toBeUndefined();
    return outcomes[0].result as { late: number; noShow: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    expectNoPasswordHash(t);
    await t.close();
  });

  it('is off in tests unless asked for, and on otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).workforceAlertJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WORKFORCE_ALERT_JOB: 'on' }).workforceAlertJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).workforceAlertJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), WORKFORCE_ALERT_JOB: 'off' }).workforceAlertJob).toBe(false);
  });

  it("tells the company's office once at the late grace, once at the no-show grace, and nothing before", async () => {
    const s = await scene(t);
    const start = clock + MINUTE;
    const shift = await shiftStarting(t, s.post.id, s.worker.id, new Date(start));
    const startsAt = Date.parse(shift.startsAt);
    await run(startsAt + 9 * MINUTE);
    expect(await told(t, 'SHIFT_LATE', s.name)).toEqual([]);
    await run(startsAt + 10 * MINUTE);
    await run(startsAt + 12 * MINUTE);
    const late = await told(t, 'SHIFT_LATE', s.name);
    const admin = await userIdOf(t, 'admin');
    // A fresh company has no moderator: its office is the administrators.
    expect(late.map((n) => n.userId)).toEqual([admin]);
    expect(late[0]).toMatchObject({ link: '/attendance/users', title: `In ritardo: ${s.name}` });
    expect(JSON.parse(late[0].params ?? '{}')).toEqual({ name: s.name, shift: `Portineria · ${s.site.name}`, start: romeTimeOf(shift.startsAt) });
    expect(await told(t, 'SHIFT_NO_SHOW', s.name)).toEqual([]);
    await run(startsAt + 30 * MINUTE);
    await run(startsAt + 31 * MINUTE);
    expect(await told(t, 'SHIFT_NO_SHOW', s.name)).toHaveLength(1);
    expect(await told(t, 'SHIFT_LATE', s.name)).toHaveLength(1);
    expect(await t.app.db.selectFrom('shiftAlert').select('kind').where('shiftId', '=', shift.id).orderBy('kind').execute()).toEqual([{ kind: 'LATE' }, { kind: 'NO_SHOW' }]);
  });

  it('tells only the no-show of a shift found past both graces (a run was missed), and nothing of one clocked in for', async () => {
    const s = await scene(t);
    const missed = await shiftStarting(t, s.post.id, s.worker.id, new Date(clock - 45 * MINUTE));
    const present = await newWorker(t, s.company);
    const attended = await shiftStarting(t, s.post.id, present.id, new Date(clock - 45 * MINUTE));
    await t.app.db
      .insertInto('attendance')
      .values({ userId: present.id, companyId: s.company, siteType: 'CLIENT_SITE', siteId: s.site.id, siteName: s.site.name, checkIn: attended.startsAt, shiftId: attended.id })
      .execute();
    await run();
    await run();
    expect(await told(t, 'SHIFT_NO_SHOW', s.name)).toHaveLength(1);
    expect(await told(t, 'SHIFT_LATE', s.name)).toEqual([]);
    expect(await t.app.db.selectFrom('shiftAlert').select('kind').where('shiftId', 'in', [missed.id, attended.id]).orderBy('kind').execute()).toEqual([
      { kind: 'LATE' },
      { kind: 'NO_SHOW' },
    ]);
  });

  it('ignores drafts, open shifts, and shifts begun more than 12 hours ago', async () => {
    const s = await scene(t);
    const at = clock + MINUTE;
    const iso = (ms: number) => new Date(ms).toISOString();
    await insertShift(t, { postId: s.post.id, userId: s.worker.id, date: romeDateOf(iso(at - 40 * MINUTE)), start: romeTimeOf(iso(at - 40 * MINUTE)), end: romeTimeOf(iso(at + 7 * 3_600_000)), status: 'DRAFT' });
    await insertShift(t, { postId: s.post.id, userId: null, date: romeDateOf(iso(at - 41 * MINUTE)), start: romeTimeOf(iso(at - 41 * MINUTE)), end: romeTimeOf(iso(at + 7 * 3_600_000)) });
    await shiftStarting(t, s.post.id, s.worker.id, new Date(at - 13 * 3_600_000));
    await run(at);
    expect(await told(t, 'SHIFT_NO_SHOW', s.name)).toEqual([]);
    expect(await told(t, 'SHIFT_LATE', s.name)).toEqual([]);
  });

  it('tells once when two runs race (the alert row is claimed first)', async () => {
    const s = await scene(t);
    const shift = await shiftStarting(t, s.post.id, s.worker.id, new Date(clock - 15 * MINUTE));
    const now = new Date((clock += MINUTE));
    // The runs' totals also count the demo data's shifts late at this clock: this shift is read by itself.
    await Promise.all([sendShiftAlerts(t.app.db, now), sendShiftAlerts(t.app.db, now), sendShiftAlerts(t.app.db, now)]);
    expect(await t.app.db.selectFrom('shiftAlert').select('kind').where('shiftId', '=', shift.id).execute()).toEqual([{ kind: 'LATE' }]);
    expect(await told(t, 'SHIFT_LATE', s.name)).toHaveLength(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp(t.config, { staticRoot: join(t.config.dataDir, 'no-app') });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('tell once: the job runs on one server at a time, and the alert row is claimed once', async () => {
    const s = await scene(t);
    const now = new Date(Date.now() + 2 * MINUTE);
    await shiftStarting(t, s.post.id, s.worker.id, new Date(now.getTime() - 35 * MINUTE));
    const outcomes = (await Promise.all([t.app.scheduler.runDue(now, [WORKFORCE_ALERT_JOB]), second.scheduler.runDue(now, [WORKFORCE_ALERT_JOB])])).flat();
    expect(outcomes).toHaveLength(1);
    expect(await told(t, 'SHIFT_NO_SHOW', s.name)).toHaveLength(1);
    // Past the scheduler's lock, the claim alone keeps a second telling away.
    const later = new Date(now.getTime() + MINUTE);
    await Promise.all([sendShiftAlerts(t.app.db, later), sendShiftAlerts(second.db, later)]);
    expect(await told(t, 'SHIFT_NO_SHOW', s.name)).toHaveLength(1);
  });
});
