import { addDays, todayInRome } from '../../src/shared/dates';
import type { TTimeSlot } from '../../src/shared/schemas/workforce';
import { shiftSpan } from '../../src/shared/workforce/shift-time';
import { createUser } from './api';
import type { TestApp } from './app';
import { medicalVisit, setPerson } from './deadlines';

/** A day counted from today in Europe/Rome. */
export const dayFromToday = (offset: number) => addDays(todayInRome(), offset);

export interface PostFixture {
  clientSiteId: number;
  name?: string;
  serviceType?: string;
  armed?: boolean;
  requiredQualification?: 'GPG' | 'FIDUCIARIO' | 'ANY';
  requiredCourses?: string[];
  headcount?: number;
  timeSlots?: TTimeSlot[];
  orders?: string | null;
}

/** A post written straight into the database (its company is the site's client's), for tests of other parts. */
export const insertPost = async (t: TestApp, post: PostFixture): Promise<{ id: number; companyId: number; clientSiteId: number }> => {
  const site = await t.app.db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select('client.companyId')
    .where('clientSite.id', '=', post.clientSiteId)
    .executeTakeFirstOrThrow();
  const row = await t.app.db
    .insertInto('post')
    .values({
      companyId: site.companyId,
      clientSiteId: post.clientSiteId,
      name: post.name ?? `Posto ${Math.random().toString(36).slice(2, 7)}`,
      serviceType: post.serviceType ?? 'PORTIERATO',
      armed: post.armed ? 1 : 0,
      requiredQualification: post.requiredQualification ?? 'ANY',
      requiredCourses: JSON.stringify(post.requiredCourses ?? []),
      headcount: post.headcount ?? 1,
      timeSlots: JSON.stringify(post.timeSlots ?? [{ days: [1, 2, 3, 4, 5, 6, 7], start: '07:00', end: '19:00' }]),
      orders: post.orders ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, companyId: site.companyId, clientSiteId: post.clientSiteId };
};

export interface ShiftFixture {
  postId: number;
  userId?: number | null;
  date?: string;
  start?: string;
  end?: string;
  status?: 'DRAFT' | 'PUBLISHED' | 'CANCELLED';
  slot?: number;
}

/** A shift written straight into the database (published by default), for tests of other parts. */
export const insertShift = async (t: TestApp, shift: ShiftFixture): Promise<{ id: number; startsAt: string; endsAt: string }> => {
  const post = await t.app.db.selectFrom('post').select(['companyId', 'clientSiteId']).where('id', '=', shift.postId).executeTakeFirstOrThrow();
  const date = shift.date ?? todayInRome();
  const start = shift.start ?? '07:00';
  const end = shift.end ?? '19:00';
  const span = shiftSpan(date, start, end);
  const status = shift.status ?? 'PUBLISHED';
  const slot =
    shift.slot ??
    Number(
      (
        await t.app.db
          .selectFrom('shift')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('postId', '=', shift.postId)
          .where('date', '=', date)
          .where('startTime', '=', start)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const row = await t.app.db
    .insertInto('shift')
    .values({
      companyId: post.companyId,
      postId: shift.postId,
      clientSiteId: post.clientSiteId,
      userId: shift.userId ?? null,
      date,
      startTime: start,
      endTime: end,
      ...span,
      slot,
      status,
      publishedAt: status === 'PUBLISHED' ? new Date().toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, startsAt: span.startsAt, endsAt: span.endsAt };
};

/** A client and its site written straight into the database, for a company the demo may leave without one. */
export const insertClientSite = async (t: TestApp, companyId: number, name = `Cliente ${companyId}`) => {
  const client = await t.app.db.insertInto('client').values({ companyId, name }).returning('id').executeTakeFirstOrThrow();
  return (await t.app.db.insertInto('clientSite').values({ clientId: client.id, name: `Sede ${name}` }).returning('id').executeTakeFirstOrThrow()).id;
};

/** A fiduciario of a company, fit for work (a visit last month), named when a test reads the name. */
export const insertFitFiduciario = async (t: TestApp, companyId: number, name?: { lastName: string; firstName: string }) => {
  const { id } = await createUser(t, { companyIds: [companyId] });
  await setPerson(t, id, { qualification: 'FIDUCIARIO' });
  await medicalVisit(t, id, { visitDate: dayFromToday(-30), outcome: 'FIT' });
  if (name) await t.app.db.updateTable('user').set(name).where('id', '=', id).execute();
  return id;
};
