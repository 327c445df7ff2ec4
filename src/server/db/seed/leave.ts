import { addDays, todayInRome } from '../../../shared/dates';
import { hoursBetween } from '../../../shared/leave';
import { getPermission } from '../../resources/permission/repository';
import { notifyDecision, notifyManagers } from '../../resources/permission/notify';
import type { SeedContext } from './demo';

const DEFAULT_ALLOWANCES = { FERIE: 26, ROL: 72, EX_FESTIVITA: 32 };

interface DemoRequest {
  userId: number;
  companyId: number;
  type: string;
  from: number;
  to?: number | null;
  time?: [string, string];
  status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  reason?: string;
  note?: string;
  sick?: { protocolNumber: string; kind: string; parentId?: number };
  /** Leave unread what is still news: the managers' notice of a pending request, the worker's of a decision. */
  unread?: boolean;
}

/**
 * Leave for the demo: company allowances for this year and the last, past and pending requests of
 * the demo worker and colleagues, a closed sick leave with its continuation, and the notifications
 * they caused, so the bells of the moderator, the administrator and the worker are not empty.
 */
export const seedLeave = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const today = todayInRome();
  const year = Number(today.slice(0, 4));
  for (const companyId of ctx.companyIds) {
    for (const y of [year - 1, year]) {
      const rows = Object.entries(DEFAULT_ALLOWANCES).map(([type, amount]) => ({ companyId, userId: null, year: y, type, amount, updatedAt: now }));
      await tx.insertInto('leaveAllowance').values(rows).execute();
    }
  }
  const [first] = ctx.companyIds;
  const worker = ctx.userIds.VRDGPP90C10F839E;
  const moderator = ctx.userIds.BNCLRA85M55F205Q;
  const admin = ctx.userIds.RSSMRA80A01H501U;
  // Issue 4 (people) may seed more workers before this seeder: give some of them leave as well.
  const colleagues = await tx
    .selectFrom('user')
    .innerJoin('userRole', 'userRole.userId', 'user.id')
    .innerJoin('userCompany', 'userCompany.userId', 'user.id')
    .select(['user.id', 'userCompany.companyId'])
    .where('userRole.role', '=', 'ROLE_WORKER')
    .where('user.id', '!=', worker)
    .orderBy('user.id')
    .limit(3)
    .execute();

  const lastNotificationId = async () =>
    Number((await tx.selectFrom('notification').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  const notifyAs = async (notify: () => Promise<void>, read: boolean) => {
    const before = await lastNotificationId();
    await notify();
    if (read) await tx.updateTable('notification').set({ readAt: now }).where('id', '>', before).execute();
  };

  const add = async (r: DemoRequest) => {
    const decided = r.status && r.status !== 'PENDING' && r.status !== 'CANCELLED' && !r.sick;
    const startDate = addDays(today, r.from);
    const endDate = r.to === null ? null : addDays(today, r.time ? r.from : (r.to ?? r.from));
    const { id } = await tx
      .insertInto('permission')
      .values({
        userId: r.userId,
        companyId: r.companyId,
        type: r.type,
        startDate,
        endDate,
        startTime: r.time?.[0] ?? null,
        endTime: r.time?.[1] ?? null,
        hours: r.time ? hoursBetween(r.time[0], r.time[1]) : null,
        reason: r.reason ?? null,
        status: r.sick ? 'APPROVED' : (r.status ?? 'PENDING'),
        decidedBy: decided ? (r.userId === moderator ? admin : moderator) : null,
        decidedAt: decided ? now : null,
        decisionNote: r.note ?? null,
        protocolNumber: r.sick?.protocolNumber ?? null,
        kind: r.sick?.kind ?? null,
        availabilityAddress: null,
        parentId: r.sick?.parentId ?? null,
        createdBy: r.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const permission = await getPermission(tx, id);
    await notifyAs(() => notifyManagers(tx, permission, r.userId), decided || !r.unread);
    if (decided) await notifyAs(() => notifyDecision(tx, permission), !r.unread);
    return id;
  };

  await add({ userId: worker, companyId: first, type: 'FERIE', from: -100, to: -89, status: 'APPROVED', reason: 'Vacanze estive', note: 'Buone vacanze' });
  await add({ userId: worker, companyId: first, type: 'ROL', from: -40, time: ['09:00', '13:00'], status: 'APPROVED', reason: 'Visita medica' });
  await add({ userId: worker, companyId: first, type: 'EX_FESTIVITA', from: -20, time: ['14:00', '18:00'], status: 'REJECTED', note: 'Turno già scoperto quel giorno', unread: true });
  const sick = await add({ userId: worker, companyId: first, type: 'MALATTIA', from: -30, to: -27, sick: { protocolNumber: '2611045871', kind: 'FIRST' } });
  await add({ userId: worker, companyId: first, type: 'MALATTIA', from: -26, to: -24, sick: { protocolNumber: '2611097310', kind: 'CONTINUATION', parentId: sick } });
  await add({ userId: moderator, companyId: first, type: 'ROL', from: -10, time: ['08:00', '10:00'], status: 'APPROVED' });
  for (const [index, colleague] of colleagues.entries()) {
    await add({ userId: colleague.id, companyId: colleague.companyId, type: 'FERIE', from: -60 - index * 7, to: -56 - index * 7, status: 'APPROVED' });
    await add({ userId: colleague.id, companyId: colleague.companyId, type: 'ROL', from: 10 + index, time: ['15:00', '17:00'], unread: true });
  }
  await add({ userId: worker, companyId: first, type: 'FERIE', from: 16, to: 20, reason: 'Viaggio di famiglia', unread: true });
  await add({ userId: worker, companyId: first, type: 'L104', from: 9, to: 9, reason: 'Assistenza familiare', unread: true });
  await add({ userId: ctx.userIds.SPSNNA92T45L219I, companyId: first, type: 'FERIE', from: 30, to: 34, unread: true });
};
