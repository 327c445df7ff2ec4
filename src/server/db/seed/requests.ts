import { romeInstant } from '../../../shared/attendance';
import { addDays, todayInRome } from '../../../shared/dates';
import type { TRequestEventKind, TRequestStatus } from '../../../shared/schemas/request';
import type { TTimeSlot } from '../../../shared/schemas/workforce';
import { mondayOf, shiftSpan } from '../../../shared/workforce/shift-time';
import type { SeedContext } from './demo';

const CLIENT_USER = 'cliente.demo';
const CLIENT_MANAGER = 'SPSNNA92T45L219I';
const MODERATOR = 'BNCLRA85M55F205Q';
const ADMIN = 'RSSMRA80A01H501U';
const AURORA = 'Condominio Aurora';
const AURORA_POST = 'Portierato diurno';
/** A client of another company (Naples), whose requests the demo client must never see. */
const OTHER_CLIENT = 'Condominio Parco Margherita';

type Who = 'client' | 'manager' | 'moderator' | 'admin';

/** One entry of a request's history: when (days and a Rome time before today), who, what. */
interface DemoEvent {
  daysAgo: number;
  at: string;
  kind: TRequestEventKind;
  by: Who;
  to?: TRequestStatus;
  text?: string;
  internal?: boolean;
}

interface DemoRequest {
  title: string;
  serviceType: string;
  description: string;
  /** Days from today, or next Thursday (a day the roster leaves as a draft). */
  start: number | 'nextThursday';
  end?: number;
  timeSlots: TTimeSlot[];
  headcount: number;
  armed?: boolean;
  roundsPerDay?: number;
  events: DemoEvent[];
  rejectReason?: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Condominio Aurora's requests, one in every status, each with the history the app would have written. */
const AURORA_REQUESTS: DemoRequest[] = [
  {
    title: 'Ispezioni notturne durante il rifacimento del tetto',
    serviceType: 'VIGILANZA_ISPETTIVA',
    description: 'Durante i lavori l’impresa lascia il ponteggio montato sul lato di Via Nomentana. Chiediamo tre passaggi a notte per controllare che nessuno salga e che il cancello del cantiere sia chiuso.',
    start: 10,
    end: 31,
    timeSlots: [{ days: EVERY_DAY, start: '22:00', end: '06:00' }],
    headcount: 1,
    roundsPerDay: 3,
    events: [{ daysAgo: 1, at: '18:40', kind: 'CREATED', by: 'client', to: 'OPEN' }],
  },
  {
    title: 'Portierato per il trasloco nella scala B',
    serviceType: 'PORTIERATO',
    description: 'Trasloco all’interno 14 della scala B: serve una persona all’ingresso carrabile dalle 8 alle 14 per gestire il furgone e proteggere l’ascensore.',
    start: 9,
    timeSlots: [{ days: EVERY_DAY, start: '08:00', end: '14:00' }],
    headcount: 1,
    events: [
      { daysAgo: 4, at: '09:15', kind: 'CREATED', by: 'client', to: 'OPEN' },
      { daysAgo: 3, at: '10:02', kind: 'TAKEN', by: 'manager', to: 'IN_PROGRESS' },
      { daysAgo: 3, at: '10:05', kind: 'REPLY', by: 'manager', text: 'Buongiorno, ci occupiamo noi del trasloco. A che ora arriva il furgone? Ci serve anche il nome della ditta per registrarla all’ingresso.' },
      { daysAgo: 3, at: '10:07', kind: 'COMMENT', by: 'manager', internal: true, text: 'Sabato mattina in portineria c’è già Rizzo: chiedere a Caputo se copre le 8-14 a tariffa straordinaria.' },
      { daysAgo: 2, at: '19:30', kind: 'REPLY', by: 'client', text: 'Il furgone arriva alle 8:30, ditta Traslochi Veloci di Roma. Grazie!' },
    ],
  },
  {
    title: 'Presidio serale per l’assemblea condominiale',
    serviceType: 'PORTIERATO',
    description: 'Giovedì sera assemblea straordinaria nella sala comune: serve una persona all’ingresso dalle 18 alle 22 per accogliere i condomini e chiudere il portone alla fine.',
    start: 'nextThursday',
    timeSlots: [{ days: [4], start: '18:00', end: '22:00' }],
    headcount: 1,
    events: [
      { daysAgo: 8, at: '11:20', kind: 'CREATED', by: 'client', to: 'OPEN' },
      { daysAgo: 7, at: '09:40', kind: 'TAKEN', by: 'moderator', to: 'IN_PROGRESS' },
      { daysAgo: 6, at: '16:10', kind: 'SCHEDULED', by: 'moderator', to: 'SCHEDULED', text: 'Pianificato sul portierato diurno: il turno serale è in calendario, vi comunicheremo il nome dell’addetto.' },
    ],
  },
  {
    title: 'Consegna dei badge ai nuovi condomini',
    serviceType: 'SERVIZI_FIDUCIARI',
    description: 'Entrano due nuove famiglie: vanno consegnati i badge del cancello e fatta firmare la ricevuta.',
    start: -20,
    timeSlots: [{ days: WEEKDAYS, start: '09:00', end: '12:00' }],
    headcount: 1,
    events: [
      { daysAgo: 26, at: '08:50', kind: 'CREATED', by: 'client', to: 'OPEN' },
      { daysAgo: 25, at: '09:30', kind: 'TAKEN', by: 'manager', to: 'IN_PROGRESS' },
      { daysAgo: 25, at: '09:32', kind: 'REPLY', by: 'manager', text: 'Se ne occupa l’addetta del mattino: lasciate i badge e le ricevute in portineria.' },
      { daysAgo: 19, at: '17:45', kind: 'CLOSED', by: 'manager', to: 'DONE', text: 'Badge consegnati e ricevute firmate, le trovate nel raccoglitore della portineria.' },
    ],
  },
  {
    title: 'Guardia armata notturna nel cortile',
    serviceType: 'VIGILANZA_FISSA',
    description: 'Dopo i furti nelle cantine chiediamo una guardia armata nel cortile dalle 22 alle 6, per una notte.',
    start: 34,
    timeSlots: [{ days: EVERY_DAY, start: '22:00', end: '06:00' }],
    headcount: 1,
    armed: true,
    events: [
      { daysAgo: 12, at: '21:05', kind: 'CREATED', by: 'client', to: 'OPEN' },
      { daysAgo: 11, at: '10:15', kind: 'REJECTED', by: 'moderator', to: 'REJECTED', text: 'Un presidio armato in un cortile condominiale non è giustificato dal rischio: vi proponiamo tre ispezioni notturne, da richiedere come vigilanza ispettiva.' },
    ],
    rejectReason: 'Un presidio armato in un cortile condominiale non è giustificato dal rischio: vi proponiamo tre ispezioni notturne, da richiedere come vigilanza ispettiva.',
  },
  {
    title: 'Portierato per la festa di Natale dei bambini',
    serviceType: 'EVENTO',
    description: 'Festa di Natale dei bambini nel cortile, dalle 15 alle 19: servono due persone agli ingressi.',
    start: 24,
    timeSlots: [{ days: EVERY_DAY, start: '15:00', end: '19:00' }],
    headcount: 2,
    events: [
      { daysAgo: 5, at: '12:00', kind: 'CREATED', by: 'client', to: 'OPEN' },
      { daysAgo: 4, at: '08:30', kind: 'CANCELLED', by: 'client', to: 'CANCELLED', text: 'La festa è stata spostata nella sala della parrocchia: non serve più.' },
    ],
  },
];

/** Two requests of a client of another company, entered by the office for it. */
const OTHER_REQUESTS: DemoRequest[] = [
  {
    title: 'Portierato per i lavori all’ascensore',
    serviceType: 'PORTIERATO',
    description: 'Per due settimane i tecnici dell’ascensore entrano alle 7: serve qualcuno che apra e registri gli accessi.',
    start: 6,
    end: 20,
    timeSlots: [{ days: WEEKDAYS, start: '07:00', end: '09:00' }],
    headcount: 1,
    events: [{ daysAgo: 2, at: '15:20', kind: 'CREATED', by: 'admin', to: 'OPEN' }],
  },
  {
    title: 'Chiusura serale del cancello nel weekend',
    serviceType: 'SERVIZI_FIDUCIARI',
    description: 'Il sabato e la domenica il portone va chiuso alle 22 e riaperto alle 7.',
    start: 3,
    timeSlots: [{ days: [6, 7], start: '21:45', end: '22:15' }],
    headcount: 1,
    events: [
      { daysAgo: 6, at: '10:00', kind: 'CREATED', by: 'admin', to: 'OPEN' },
      { daysAgo: 5, at: '11:00', kind: 'TAKEN', by: 'admin', to: 'IN_PROGRESS' },
      { daysAgo: 5, at: '11:02', kind: 'COMMENT', by: 'admin', internal: true, text: 'Preventivo da mandare all’amministratore prima di pianificare.' },
    ],
  },
];

const clientOf = async (ctx: SeedContext, name: string) =>
  ctx.tx
    .selectFrom('client')
    .innerJoin('clientSite', 'clientSite.clientId', 'client.id')
    .select(['client.id', 'client.companyId', 'clientSite.id as siteId'])
    .where('client.name', '=', name)
    .orderBy('clientSite.id')
    .executeTakeFirstOrThrow();

/**
 * Writes a request and its history; its status is the last transition's. Timestamps are Rome
 * times on days before `today`, and never after now (a morning seeding keeps today's events earlier).
 */
const insertRequest = async (ctx: SeedContext, client: { id: number; companyId: number; siteId: number }, request: DemoRequest, people: Record<Who, number>, today: string) => {
  const startDate = request.start === 'nextThursday' ? nextThursdayOf(today) : addDays(today, request.start);
  const when = (e: DemoEvent) => {
    const at = romeInstant(addDays(today, -e.daysAgo), e.at);
    return at < ctx.now ? at : ctx.now;
  };
  const transitions = request.events.filter((e) => e.to);
  const status = transitions.at(-1)!.to!;
  const first = request.events[0];
  const last = request.events.at(-1)!;
  const handler = request.events.find((e) => e.kind === 'TAKEN' || e.kind === 'REJECTED');
  const { id } = await ctx.tx
    .insertInto('serviceRequest')
    .values({
      companyId: client.companyId, clientId: client.id, siteId: client.siteId, createdBy: people[first.by], serviceType: request.serviceType, title: request.title,
      description: request.description, startDate, endDate: request.end === undefined ? null : addDays(today, request.end),
      timeSlots: JSON.stringify(request.timeSlots), headcount: request.headcount, armed: request.armed ? 1 : 0, roundsPerDay: request.roundsPerDay ?? null,
      status, handledBy: handler ? people[handler.by] : null, rejectReason: request.rejectReason ?? null, postId: null, createdAt: when(first), updatedAt: when(last),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let from: TRequestStatus | null = null;
  const rows = request.events.map((e) => {
    const row = { requestId: id, kind: e.kind, authorId: people[e.by], byClient: e.by === 'client' ? 1 : 0, internal: e.internal ? 1 : 0, fromStatus: e.to ? from : null, toStatus: e.to ?? null, text: e.text ?? null, createdAt: when(e) };
    if (e.to) from = e.to;
    return row;
  });
  await ctx.tx.insertInto('serviceRequestEvent').values(rows).execute();
  return { id, status, startDate };
};

const nextThursdayOf = (today: string) => addDays(mondayOf(today), 10);

/**
 * The client portal's demo: Condominio Aurora's requests in every status with their history (an
 * office reply and an internal comment, a rejection's reason, a client's cancellation), the
 * scheduled one linked to the site's post with a draft shift next week (open, in the roster for
 * the office to assign), and two requests of a Naples client, which the demo client never sees.
 * Aurora's site already has the roster's published and worked shifts of the last five weeks, so
 * last month's statement has figures: the attendance seeder, after this one, clocks them.
 */
export const seedRequests = async (ctx: SeedContext) => {
  const today = todayInRome(new Date(ctx.now));
  const aurora = await clientOf(ctx, AURORA);
  const other = await clientOf(ctx, OTHER_CLIENT);
  const people: Record<Who, number> = {
    client: ctx.userIds[CLIENT_USER],
    manager: ctx.userIds[CLIENT_MANAGER],
    moderator: ctx.userIds[MODERATOR],
    admin: ctx.userIds[ADMIN],
  };
  const scheduled: Array<{ id: number; startDate: string }> = [];
  for (const request of AURORA_REQUESTS) {
    const inserted = await insertRequest(ctx, aurora, request, people, today);
    if (inserted.status === 'SCHEDULED') scheduled.push(inserted);
  }
  for (const request of OTHER_REQUESTS) await insertRequest(ctx, other, request, people, today);

  const post = await ctx.tx.selectFrom('post').select(['id', 'companyId', 'clientSiteId']).where('clientSiteId', '=', aurora.siteId).where('name', '=', AURORA_POST).executeTakeFirstOrThrow();
  for (const { id: requestId, startDate: date } of scheduled) {
    await ctx.tx.updateTable('serviceRequest').set({ postId: post.id }).where('id', '=', requestId).execute();
    await ctx.tx
      .insertInto('shift')
      .values({
        companyId: post.companyId, postId: post.id, clientSiteId: post.clientSiteId, date, startTime: '18:00', endTime: '22:00', ...shiftSpan(date, '18:00', '22:00'),
        slot: 0, status: 'DRAFT', userId: null, note: 'Assemblea condominiale', requestId, publishedAt: null, createdBy: people.moderator, createdAt: ctx.now, updatedAt: ctx.now,
      })
      .execute();
  }
};
