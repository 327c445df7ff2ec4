import { addDays, todayInRome } from '../../src/shared/dates';
import { nextNumber, validFiscalCode, validVat } from './api';
import { validPlate } from './people';

/**
 * One valid body per write route, for the fuzz test to break field by field (fuzz-values.ts
 * `mutate`). A route missing here is fuzzed from GENERIC, the fields most routes take.
 */
export interface BodyIds {
  companyId: number;
  userId: number;
  siteId: number;
  clientId: number;
  postId: number;
}

const day = (offset: number) => addDays(todayInRome(), offset);

export const GENERIC = {
  name: 'Nome',
  fiscalCode: 'RSSMRA80A01H501U',
  startDate: day(5),
  endDate: day(6),
  month: day(0).slice(0, 7),
  date: day(3),
  from: day(1),
  to: day(7),
  year: 2035,
  note: 'Nota',
  title: 'Titolo',
  type: 'FERIE',
};

export const validBodies = ({ companyId, userId, siteId, clientId, postId }: BodyIds): Record<string, Record<string, unknown>> => {
  const n = nextNumber() + 700_000;
  return {
    // No account has this fiscal code: failed sign-ins never lock a demo account.
    'POST /api/auth/signin': { fiscalCode: validFiscalCode(n), password: 'Ronda-Notturna-9' },
    'POST /api/auth/signup': { fiscalCode: validFiscalCode(n + 1), email: `fuzz${n}@example.it`, password: 'Ronda-Notturna-9', companyIds: [companyId] },
    'PATCH /api/auth/me': { phone: '+39 06 4000 1234', language: 'it' },
    'POST /api/company/createCompany': { name: `Azienda ${n}`, vat: validVat(n) },
    'PATCH /api/company/patchCompany/:id': { description: 'Controllo accessi', name: 'Azienda' },
    'POST /api/user': { fiscalCode: validFiscalCode(n + 2), email: `p${n}@example.it`, firstName: 'Nome', lastName: 'Cognome', roles: ['ROLE_WORKER'], companyIds: [companyId] },
    'PUT /api/user/:id': { email: `q${n}@example.it`, firstName: 'Nome', lastName: 'Cognome', roles: ['ROLE_WORKER'], companyIds: [companyId] },
    'PATCH /api/user/:id': { jobTitle: 'Portiere', hireDate: day(-300) },
    'POST /api/client': { companyId, name: `Cliente ${n}`, vat: validVat(n + 3) },
    'PUT /api/client/:id': { companyId, name: `Cliente ${n}`, vat: validVat(n + 4) },
    'PATCH /api/client/:id': { notes: 'Turni notturni', active: true },
    'POST /api/client-site': { clientId, name: 'Sede', address: 'Via del Tritone 10, 00187 Roma (RM)', lat: 41.9, lng: 12.48 },
    'PUT /api/client-site/:id': { clientId, name: 'Sede', address: 'Via del Tritone 10, 00187 Roma (RM)', lat: 41.9, lng: 12.48 },
    'PATCH /api/client-site/:id': { radiusMeters: 200 },
    'POST /api/place': { companyId, name: 'Sede aziendale', address: 'Via Tiburtina 650, Roma', lat: 41.91, lng: 12.54 },
    'PUT /api/place/:id': { companyId, name: 'Sede aziendale', address: 'Via Tiburtina 650, Roma', lat: 41.91, lng: 12.54 },
    'PATCH /api/place/:id': { radiusMeters: 300 },
    'POST /api/vehicle': { companyId, plate: validPlate(n), brand: 'Fiat', model: 'Panda' },
    'PUT /api/vehicle/:id': { companyId, plate: validPlate(n + 1), brand: 'Fiat', model: 'Panda' },
    'PATCH /api/vehicle/:id': { mileage: 1000, insuranceExpiry: day(90) },
    'POST /api/permission': { type: 'FERIE', startDate: day(30), endDate: day(31), userId, note: 'Ferie' },
    'PATCH /api/permission/:id': { availabilityAddress: 'Via Tiburtina 650, Roma', startDate: day(30) },
    'POST /api/permission/:id/approve': { note: 'Ok' },
    'POST /api/permission/:id/reject': { note: 'No' },
    'POST /api/permission/:id/revoke': { note: 'Turni cambiati' },
    'PUT /api/permission/allowance/company/:companyId': { year: 2035, allowances: { FERIE: 26, ROL: 72 } },
    'PUT /api/permission/allowance/user/:userId': { year: 2035, allowances: { FERIE: 28 } },
    'PUT /api/permission/settings/:companyId': { l104MonthlyDays: 3 },
    'POST /api/attendance/clock-in': { lat: 41.9028, lng: 12.4964, accuracy: 10, siteId },
    'POST /api/attendance/clock-out': { lat: 41.9028, lng: 12.4964, accuracy: 10 },
    'POST /api/attendance/notice': { version: 1 },
    'POST /api/attendance': { userId, clockIn: `${day(-2)}T08:00:00.000Z`, clockOut: `${day(-2)}T16:00:00.000Z`, reason: 'Foglio presenze', siteId },
    'PATCH /api/attendance/:id': { note: 'Verificato', reason: 'Controllo del foglio presenze', clockOut: `${day(-1)}T17:00:00.000Z` },
    'PUT /api/attendance/settings/:companyId': { retentionDays: 30 },
    'PATCH /api/document/:id': { title: 'Busta paga corretta' },
    'POST /api/document/generate/contract': { userId, startDate: day(10), type: 'INDETERMINATO', hours: 40 },
    'POST /api/document/generate/attestato': { userIds: [userId], course: 'Antincendio', date: day(-5) },
    'POST /api/training': { userId, course: 'Primo soccorso', date: day(-10), hours: 8 },
    'PUT /api/deadlines/kinds/:code': { leadDays: 30, enabled: true },
    'POST /api/deadlines': { subjectType: 'USER', subjectId: userId, title: 'Tessera', dueDate: day(60) },
    'PATCH /api/deadlines/:id': { note: 'Sollecitato', dueDate: day(61) },
    'POST /api/deadlines/calendar': {},
    'POST /api/medical-fitness': { userId, visitDate: day(-3), outcome: 'IDONEO', nextVisit: day(300) },
    'POST /api/workforce/posts': { clientSiteId: siteId, name: 'Reception', serviceType: 'PORTIERATO' },
    'PATCH /api/workforce/posts/:id': { headcount: 2, orders: 'Portare il badge' },
    'POST /api/workforce/posts/:id/acknowledge': { version: 1 },
    'PUT /api/workforce/settings': { companyId, minRestHours: 11, maxWeeklyHours: 48 },
    'POST /api/workforce/shifts': { postId, date: day(6), start: '20:00', end: '23:00' },
    'PATCH /api/workforce/shifts/:id': { note: 'Portare il badge', start: '19:00' },
    'POST /api/workforce/shifts/generate': { postId, from: day(1), to: day(7) },
    'POST /api/workforce/shifts/copy-week': { from: day(7), postId },
    'POST /api/workforce/shifts/:id/assign': { userId: null },
    'POST /api/workforce/publish': { from: day(40), to: day(41), siteId },
    'POST /api/request/statement/:siteId/:month/:action': { note: 'Ore conformi' },
    'POST /api/request': {
      serviceType: 'PORTIERATO', siteId, clientId, title: 'Portierato', description: 'Accogliere i condomini', startDate: day(1), endDate: day(3),
      timeSlots: [{ days: [1, 2, 3], start: '18:00', end: '22:00' }], headcount: 1, armed: false,
    },
    'POST /api/request/:id/reply': { message: 'Preso in carico' },
    'POST /api/request/:id/comment': { text: 'Commento' },
    'POST /api/request/:id/reject': { reason: 'Non disponibile' },
    'POST /api/request/:id/schedule': { note: 'Programmato' },
    'POST /api/invitation': { email: `inv${n}@example.it`, companyId, roles: ['ROLE_WORKER'] },
    'POST /api/invitation/:token': { password: 'Ronda-Notturna-9', fiscalCode: validFiscalCode(n + 5) },
  };
};
