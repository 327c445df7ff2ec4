import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, formatDate, todayInRome } from '../../../shared/dates';
import type { TDocumentType } from '../../../shared/schemas/document';
import { saveDocument } from '../../resources/document/store';
import type { Storage } from '../../storage';
import type { Db } from '../database';
import { seedDemoDeadlines } from './deadlines';
import { demoPdf, demoPng, monthName, payslipLines } from './documents-data';
import { seedWorkforcePapers } from './workforce-papers';

const WORKER = 'VRDGPP90C10F839E';
const ADMIN = 'RSSMRA80A01H501U';

interface DemoFile {
  type: TDocumentType;
  title: string;
  fileName: string;
  bytes: Buffer;
  mimeType: string;
  issuedAt?: string;
  expiresAt?: string;
  /** Days after the issue that the worker opened it; never when absent. */
  acknowledgedAfter?: number;
  byWorker?: boolean;
}

const monthOf = (date: string, back: number) => {
  const [year, month] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const lastDayOf = (month: string) => addDays(`${monthOf(`${month}-01`, -1)}-01`, -1);
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`.replace('-02-29', '-02-28');

/**
 * The demo worker's documents, and one of a demo vehicle, outside production: payslips (the last
 * month's not yet opened), the contract, identity card, GPG decree expiring in 20 days, a firearms
 * licence already expired (seedDemoDeadlines files its renewal), and a photo of their driving
 * licence awaiting the office. Runs after the storage is ready, only while no document exists and
 * the demo worker does.
 */
const seedWorkerDocuments = async (db: Db, storage: Storage): Promise<boolean> => {
  if (await db.selectFrom('document').select('id').limit(1).executeTakeFirst()) return false;
  const worker = await db
    .selectFrom('user')
    .innerJoin('userCompany', 'userCompany.userId', 'user.id')
    .innerJoin('company', 'company.id', 'userCompany.companyId')
    .select(['user.id', 'user.firstName', 'user.lastName', 'company.id as companyId', 'company.name as companyName', 'company.vat'])
    .where('user.fiscalCode', '=', WORKER)
    .executeTakeFirst();
  const admin = await db.selectFrom('user').select('id').where('fiscalCode', '=', ADMIN).executeTakeFirst();
  if (!worker) return false;

  const today = todayInRome();
  const company = { name: worker.companyName, vat: worker.vat };
  const person = `${worker.firstName} ${worker.lastName}`;
  const pdf = (title: string, lines: string[]) => demoPdf({ company, title, lines: [`Intestatario: ${person}`, ...lines] });
  const lastMonth = monthOf(today, 1);
  const earlier = monthOf(today, 2);
  const gpgExpiry = addDays(today, 20);
  const licenceExpiry = addDays(today, -12);

  const files: DemoFile[] = [
    { type: 'PAYSLIP', title: `Busta paga ${monthName(lastMonth)}`, fileName: `cedolino-${lastMonth}.pdf`, issuedAt: lastDayOf(lastMonth), mimeType: 'application/pdf', bytes: await demoPdf({ company, title: `Cedolino paga — ${monthName(lastMonth)}`, lines: payslipLines(person, WORKER, lastMonth) }) },
    { type: 'PAYSLIP', title: `Busta paga ${monthName(earlier)}`, fileName: `cedolino-${earlier}.pdf`, issuedAt: lastDayOf(earlier), acknowledgedAfter: 3, mimeType: 'application/pdf', bytes: await demoPdf({ company, title: `Cedolino paga — ${monthName(earlier)}`, lines: payslipLines(person, WORKER, earlier) }) },
    { type: 'CONTRACT', title: 'Lettera di assunzione', fileName: 'lettera-di-assunzione.pdf', issuedAt: '2024-03-01', acknowledgedAfter: 1, mimeType: 'application/pdf', bytes: await pdf('Lettera di assunzione', ['Assunzione a tempo indeterminato dal 01/03/2024.', 'Qualifica: guardia particolare giurata, livello IV del CCNL Vigilanza Privata e Servizi Fiduciari.', 'Orario normale: 40 ore settimanali su turni.']) },
    { type: 'ID_CARD', title: "Carta d'identità", fileName: 'carta-identita.pdf', issuedAt: '2022-05-10', expiresAt: '2032-03-10', acknowledgedAfter: 1, mimeType: 'application/pdf', bytes: await pdf("Carta d'identità elettronica", ['Numero: CA12345AB', 'Rilasciata dal Comune di Palermo il 10/05/2022, valida fino al 10/03/2032.']) },
    { type: 'DECRETO_GPG', title: 'Decreto di nomina a guardia particolare giurata', fileName: 'decreto-gpg.pdf', issuedAt: yearsBefore(gpgExpiry, 2), expiresAt: gpgExpiry, acknowledgedAfter: 5, mimeType: 'application/pdf', bytes: await pdf('Decreto prefettizio di nomina a GPG', ['Prefettura di Roma — Ufficio territoriale del Governo.', `Valido fino al ${formatDate(gpgExpiry)}: il rinnovo va chiesto dal datore di lavoro.`]) },
    { type: 'PORTO_ARMI', title: 'Licenza di porto di pistola', fileName: 'porto-di-pistola.pdf', issuedAt: yearsBefore(licenceExpiry, 2), expiresAt: licenceExpiry, acknowledgedAfter: 2, mimeType: 'application/pdf', bytes: await pdf('Licenza di porto di pistola per GPG', ['Questura di Roma.', `Scaduta il ${formatDate(licenceExpiry)}.`]) },
    { type: 'DRIVING_LICENCE', title: 'Patente rinnovata (foto)', fileName: 'patente.png', issuedAt: addDays(today, -3), expiresAt: addDays(yearsBefore(today, -10), -3), mimeType: 'image/png', byWorker: true, bytes: demoPng(240, 150, [214, 226, 240]) },
  ];

  for (const file of files) {
    const { key } = await storage.put(Readable.from([file.bytes]), { contentType: file.mimeType });
    const id = await saveDocument(db, {
      ownerType: 'USER',
      ownerId: worker.id,
      companyId: worker.companyId,
      type: file.type,
      title: file.title,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storageKey: key,
      issuedAt: file.issuedAt,
      expiresAt: file.expiresAt,
      visibleToOwner: true,
      uploadedBy: file.byWorker ? worker.id : (admin?.id ?? null),
      review: file.byWorker ? 'PENDING' : 'NONE',
    });
    if (file.acknowledgedAfter !== undefined && file.issuedAt) {
      await db.updateTable('document').set({ acknowledgedAt: `${addDays(file.issuedAt, file.acknowledgedAfter)}T08:30:00.000Z` }).where('id', '=', id).execute();
    }
  }

  const vehicle = await db.selectFrom('vehicle').select(['id', 'plate', 'companyId', 'insuranceExpiry']).where('companyId', '=', worker.companyId).orderBy('id').executeTakeFirst();
  if (vehicle) {
    const expiresAt = vehicle.insuranceExpiry ?? addDays(today, 30);
    const bytes = await demoPdf({ company, title: 'Polizza RCA auto', lines: [`Veicolo targato ${vehicle.plate}`, 'Compagnia: Assicurazioni Esempio S.p.A., polizza n. 7781-2290', `Copertura fino al ${formatDate(expiresAt)}`] });
    const { key } = await storage.put(Readable.from([bytes]), { contentType: 'application/pdf' });
    await saveDocument(db, {
      ownerType: 'VEHICLE',
      ownerId: vehicle.id,
      companyId: vehicle.companyId,
      type: 'VEHICLE_INSURANCE',
      title: `Polizza RCA ${vehicle.plate}`,
      fileName: `rca-${vehicle.plate}.pdf`,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: key,
      issuedAt: yearsBefore(expiresAt, 1),
      expiresAt,
      visibleToOwner: false,
      uploadedBy: admin?.id ?? null,
    });
  }
  return true;
};

/**
 * The demo documents, then the deadlines' demo and the roster guards' papers (each with its own
 * guard: a database seeded before they existed gets them too, when it has their people).
 */
export const seedDemoDocuments = async (db: Db, storage: Storage): Promise<boolean> => {
  const seeded = await seedWorkerDocuments(db, storage);
  await seedDemoDeadlines(db, storage);
  await seedWorkforcePapers(db, storage);
  return seeded;
};
