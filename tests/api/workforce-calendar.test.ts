import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome } from '../../src/shared/dates';
import { buildCalendar } from '../../src/server/resources/deadline/calendar';
import { findCalendarShifts } from '../../src/server/resources/deadline/calendar-repository';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { siteOf } from '../helpers/access-rows-workforce-posts';
import { activatedToken, createPerson } from '../helpers/people';
import { dayFromToday, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let guard: { id: number; token: string };
let site: Awaited<ReturnType<typeof siteOf>>;
const shifts: Record<string, { id: number; startsAt: string; endsAt: string }> = {};

const eventsIn = (body: string) => Object.values(ical.sync.parseICS(body)).filter((item): item is VEvent => item?.type === 'VEVENT');
const shiftUid = (id: number) => `shift-${id}@presidio`;
const shiftUids = (events: VEvent[]) => events.map((e) => e.uid).filter((uid) => uid.startsWith('shift-')).sort();
const expected = () => [shifts.night, shifts.weekAgo, shifts.lastDay].map((s) => shiftUid(s.id)).sort();

beforeAll(async () => {
  t = await createTestApp();
  const companies = await demoCompanyIds(t);
  site = await siteOf(t, companies[0]);
  const person = await createPerson(t, { companyIds: [companies[0]] });
  guard = { id: person.id, token: await activatedToken(t, person, person.temporaryPassword) };
  const colleague = await createPerson(t, { companyIds: [companies[0]] });
  const post = await insertPost(t, { clientSiteId: site.id, name: 'Varco carrabile' });
  const mine = (date: string, status: 'DRAFT' | 'PUBLISHED' | 'CANCELLED' = 'PUBLISHED', start = '07:00', end = '19:00') =>
    insertShift(t, { postId: post.id, userId: guard.id, date, status, start, end });
  shifts.night = await mine(dayFromToday(1), 'PUBLISHED', '22:00', '06:00');
  shifts.weekAgo = await mine(dayFromToday(-7));
  shifts.lastDay = await mine(dayFromToday(60));
  shifts.tooOld = await mine(dayFromToday(-8));
  shifts.tooFar = await mine(dayFromToday(61));
  shifts.cancelled = await mine(dayFromToday(2), 'CANCELLED');
  shifts.draft = await mine(dayFromToday(3), 'DRAFT');
  shifts.colleague = await insertShift(t, { postId: post.id, userId: colleague.id, date: dayFromToday(1) });
});
afterAll(() => t?.close());

describe('the shifts in the private calendar feed', () => {
  it('are the owner’s published shifts from a week ago to 60 days ahead', async () => {
    const rows = await findCalendarShifts(t.app.db, guard.id, todayInRome());
    expect(rows.map((row) => shiftUid(row.id)).sort()).toEqual(expected());
  });

  it('are timed events between the shift’s instants, at the site’s address, in the owner’s language', async () => {
    const rows = await findCalendarShifts(t.app.db, guard.id, todayInRome());
    const events = eventsIn(buildCalendar({ deadlines: [], shifts: rows, language: 'en', baseUrl: 'https://presidio.example', office: false }));
    const night = events.find((e) => e.uid === shiftUid(shifts.night.id))!;
    expect(night.summary).toBe(`Shift: Varco carrabile – ${site.name}`);
    expect(night.description).toContain('from 22:00 to 06:00');
    expect(night.description).toContain('https://presidio.example/home/shifts');
    expect(night.location).toBe(site.address);
    expect(night.start.dateOnly).toBeFalsy();
    expect(night.start.toISOString()).toBe(shifts.night.startsAt);
    expect(night.end?.toISOString()).toBe(shifts.night.endsAt);
    expect(new Date(shifts.night.endsAt).getTime() - new Date(shifts.night.startsAt).getTime()).toBeGreaterThanOrEqual(7 * 3_600_000);
  });

  it('come through the link the worker gives their calendar app', async () => {
    const link = await t.call({ method: 'POST', url: '/api/deadlines/calendar', token: guard.token });
    expect(link.statusCode, link.body).toBe(201);
    const feed = await t.call({ method: 'GET', url: new URL(link.json().url).pathname });
    expect(feed.statusCode).toBe(200);
    const events = eventsIn(feed.body);
    expect(shiftUids(events)).toEqual(expected());
    const night = events.find((e) => e.uid === shiftUid(shifts.night.id))!;
    expect(night.summary).toBe(`Turno: Varco carrabile – ${site.name}`);
    expect(night.location).toBe(site.address);
    expect(night.start.toISOString()).toBe(shifts.night.startsAt);
  });
});
