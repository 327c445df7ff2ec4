import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, formatDate, todayInRome } from '../../../shared/dates';
import type { TDocumentType } from '../../../shared/schemas/document';
import { validUntilOf } from '../../../shared/schemas/training';
import { syncTrainingOfRecords } from '../../resources/deadline/derive';
import { saveDocument } from '../../resources/document/store';
import type { Storage } from '../../storage';
import { type Db, nowIso } from '../database';
import { demoPdf } from './documents-data';
import { BARBIERI, BARBIERI_DECREE_EXPIRY, ROSTER_WORKERS } from './workforce-data';

const yearsAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`.replace('-02-29', '-02-28');
/** The access post of the logistics hub asks for fire safety training: these two have it. */
const FIRE_TRAINED = ['GTTFRC92P30H282', 'LMBMTT89T02D773'];

/**
 * The papers of the roster's new guards, once the storage is ready: each GPG's prefettura decree
 * and each armed one's pistol licence (their deadlines derived by saving them), Barbieri's decree
 * expired nine days before the seeding (so the checks refuse him at GPG posts from that day), and
 * two fire safety courses. Runs once: while Barbieri has no document.
 */
export const seedWorkforcePapers = async (db: Db, storage: Storage): Promise<boolean> => {
  const people = (
    await db
      .selectFrom('user')
      .innerJoin('userCompany', 'userCompany.userId', 'user.id')
      .innerJoin('company', 'company.id', 'userCompany.companyId')
      .select(['user.id', 'user.fiscalCode', 'user.firstName', 'user.lastName', 'company.id as companyId', 'company.name as companyName', 'company.vat'])
      .where('user.fiscalCode', 'is not', null)
      .execute()
  ).filter((p) => ROSTER_WORKERS.some((w) => p.fiscalCode!.startsWith(w.fiscalCode15)));
  const barbieri = people.find((p) => p.fiscalCode?.startsWith(BARBIERI));
  if (!barbieri || (await db.selectFrom('document').select('id').where('ownerType', '=', 'USER').where('ownerId', '=', barbieri.id).executeTakeFirst())) return false;
  const admin = await db.selectFrom('user').select('id').where('fiscalCode', '=', 'RSSMRA80A01H501U').executeTakeFirst();
  const today = todayInRome();

  const file = async (owner: (typeof people)[number], type: TDocumentType, title: string, lines: string[], expiresAt: string) => {
    const bytes = await demoPdf({ company: { name: owner.companyName, vat: owner.vat }, title, lines: [`Intestatario: ${owner.firstName} ${owner.lastName}`, ...lines] });
    const { key } = await storage.put(Readable.from([bytes]), { contentType: 'application/pdf' });
    await saveDocument(db, {
      ownerType: 'USER', ownerId: owner.id, companyId: owner.companyId, type, title,
      fileName: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, mimeType: 'application/pdf', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), storageKey: key, issuedAt: yearsAfter(expiresAt, -2), expiresAt,
      visibleToOwner: true, uploadedBy: admin?.id ?? null,
    });
  };

  for (const [index, worker] of ROSTER_WORKERS.entries()) {
    const person = people.find((p) => p.fiscalCode?.startsWith(worker.fiscalCode15));
    if (!person || worker.qualification !== 'GPG') continue;
    const decree = person === barbieri ? addDays(today, BARBIERI_DECREE_EXPIRY) : addDays(today, 250 + index * 70);
    const expired = decree < today;
    await file(person, 'DECRETO_GPG', 'Decreto di nomina a guardia particolare giurata', ['Prefettura di Roma — Ufficio territoriale del Governo.', `${expired ? 'Scaduto' : 'Valido fino'} il ${formatDate(decree)}.`], decree);
    if (worker.armed) {
      const licence = addDays(today, 400 + index * 45);
      await file(person, 'PORTO_ARMI', 'Licenza di porto di pistola', ['Questura di Roma.', `Valida fino al ${formatDate(licence)}.`], licence);
    }
  }

  const now = nowIso();
  const courses = people
    .filter((p) => FIRE_TRAINED.some((code) => p.fiscalCode?.startsWith(code)))
    .map((p, k) => {
      const completedAt = addDays(today, -200 - k * 150);
      return {
        userId: p.id, companyId: p.companyId, courseCode: 'ANTINCENDIO_LIVELLO_2', completedAt, hours: 8, validUntil: validUntilOf('ANTINCENDIO_LIVELLO_2', completedAt),
        provider: 'Centro Formazione Sicurezza Lazio', certificateNumber: `AI2-${String(480 + k)}`, createdBy: admin?.id ?? null, createdAt: now, updatedAt: now,
      };
    });
  if (courses.length) {
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('trainingRecord').values(courses).execute();
      await syncTrainingOfRecords(tx, courses);
    });
  }
  return true;
};
