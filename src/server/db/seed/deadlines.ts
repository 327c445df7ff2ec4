import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, formatDate, todayInRome } from '../../../shared/dates';
import type { TDocumentType } from '../../../shared/schemas/document';
import { validUntilOf } from '../../../shared/schemas/training';
import { syncMedicalDeadline, syncTrainingOfRecords } from '../../resources/deadline/derive';
import { saveDocument } from '../../resources/document/store';
import type { Storage } from '../../storage';
import { type Db, nowIso } from '../database';
import { demoPdf } from './documents-data';

const WORKER = 'VRDGPP90C10F839E';
const ADMIN = 'RSSMRA80A01H501U';
/** Demo staff by the first 15 characters of their codice fiscale (DEMO_WORKERS). */
const RICCI = 'RCCLSN88D12H501';
const MARINO = 'MRNDVD85S02D810';
const CONTI = 'CNTCHR91L48F704';
const FIDUCIARI = ['RMNFNC93P63E472', 'GLLSFN87B17F205', 'BRNPLA83E30A794', 'DLCCRI89R14F839', 'RSSGLI95A66B963', 'GRCSVT80T03H703'];
const OFFICE = ['RSSMRA80A01H501U', 'BNCLRA85M55F205Q', 'SPSNNA92T45L219I', 'FRRLCU78H20A944X'];

const yearsAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`.replace('-02-29', '-02-28');

interface Person {
  id: number;
  firstName: string | null;
  lastName: string | null;
  companyId: number;
  companyName: string;
  vat: string;
}

/**
 * The demo's deadlines, outside production: the demo worker a GPG with an armed licence renewed
 * (the expired one stays in the history), a limited medical fitness, and the decree expiring in 20
 * days that seedDemoDocuments filed; Alessandro Ricci a GPG whose pistol licence has expired with
 * the renewal filed, and whose first-aid course is due; Davide Marino temporarily unfit until next
 * week; Chiara Conti a non-EU fiduciaria whose permesso di soggiorno expires in 60 days. Every
 * deadline is derived from its source by derive.ts. Runs once: while the demo worker has no visit.
 */
export const seedDemoDeadlines = async (db: Db, storage: Storage): Promise<boolean> => {
  const person = (prefix: string) =>
    db
      .selectFrom('user')
      .innerJoin('userCompany', 'userCompany.userId', 'user.id')
      .innerJoin('company', 'company.id', 'userCompany.companyId')
      .select(['user.id', 'user.firstName', 'user.lastName', 'company.id as companyId', 'company.name as companyName', 'company.vat'])
      .where('user.fiscalCode', 'like', `${prefix}%`)
      .orderBy('company.id')
      .executeTakeFirst();
  const worker = await person(WORKER);
  const [ricci, marino, conti] = [await person(RICCI), await person(MARINO), await person(CONTI)];
  if (!worker || !ricci || !marino || !conti) return false;
  if (await db.selectFrom('medicalFitness').select('id').where('userId', '=', worker.id).executeTakeFirst()) return false;
  const admin = await db.selectFrom('user').select('id').where('fiscalCode', '=', ADMIN).executeTakeFirst();
  const adminId = admin?.id ?? null;
  const today = todayInRome();

  const file = async (owner: Person, type: TDocumentType, title: string, lines: string[], dates: { issuedAt: string; expiresAt?: string }) => {
    const bytes = await demoPdf({ company: { name: owner.companyName, vat: owner.vat }, title, lines: [`Intestatario: ${owner.firstName} ${owner.lastName}`, ...lines] });
    const { key } = await storage.put(Readable.from([bytes]), { contentType: 'application/pdf' });
    return saveDocument(db, {
      ownerType: 'USER',
      ownerId: owner.id,
      companyId: owner.companyId,
      type,
      title,
      fileName: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: key,
      issuedAt: dates.issuedAt,
      expiresAt: dates.expiresAt ?? null,
      visibleToOwner: true,
      uploadedBy: adminId,
    });
  };

  const qualify = (ids: number[], values: { qualification: string; armed?: number; citizenship?: string }) =>
    ids.length ? db.updateTable('user').set({ ...values, updatedAt: nowIso() }).where('id', 'in', ids).execute() : Promise.resolve([]);
  const idsOf = async (prefixes: string[]) =>
    (await db.selectFrom('user').select(['id', 'fiscalCode']).execute()).filter((u) => prefixes.some((p) => u.fiscalCode?.startsWith(p))).map((u) => u.id);
  await qualify([worker.id, ricci.id], { qualification: 'GPG', armed: 1, citizenship: 'EU' });
  await qualify([marino.id], { qualification: 'GPG', armed: 0, citizenship: 'EU' });
  await qualify(await idsOf(FIDUCIARI), { qualification: 'FIDUCIARIO' });
  await qualify(await idsOf(OFFICE), { qualification: 'OFFICE' });
  await qualify([conti.id], { qualification: 'FIDUCIARIO', citizenship: 'NON_EU' });

  // The worker's licence renewed ten days ago: it replaces the expired one, whose deadline is DONE.
  const renewed = addDays(today, -10);
  await file(worker, 'PORTO_ARMI', 'Licenza di porto di pistola (rinnovo)', ['Questura di Roma.', `Rinnovata il ${formatDate(renewed)}.`], { issuedAt: renewed, expiresAt: yearsAfter(renewed, 2) });

  // Ricci: decree valid, licence expired five days ago with the renewal filed on time.
  const decree = addDays(today, 400);
  await file(ricci, 'DECRETO_GPG', 'Decreto di nomina a guardia particolare giurata', ['Prefettura di Roma.', `Valido fino al ${formatDate(decree)}.`], { issuedAt: yearsAfter(decree, -2), expiresAt: decree });
  const expired = addDays(today, -5);
  const licence = await file(ricci, 'PORTO_ARMI', 'Licenza di porto di pistola', ['Questura di Roma.', `Valida fino al ${formatDate(expired)}.`], { issuedAt: yearsAfter(expired, -2), expiresAt: expired });
  const filedAt = addDays(expired, -40);
  const receipt = await file(ricci, 'OTHER', 'Ricevuta della domanda di rinnovo del porto di pistola', ['Questura di Roma — Ufficio armi.', `Domanda di rinnovo presentata il ${formatDate(filedAt)}.`], { issuedAt: filedAt });
  await db
    .updateTable('deadline')
    .set({ state: 'RENEWAL_FILED', renewalFiledAt: filedAt, renewalDocumentId: receipt, note: 'Rinnovo richiesto in Questura', updatedAt: nowIso() })
    .where('source', '=', 'DOCUMENT')
    .where('sourceId', '=', licence)
    .execute();

  // Marino: a GPG whose decree is valid, temporarily unfit until next week.
  const marinoDecree = addDays(today, 300);
  await file(marino, 'DECRETO_GPG', 'Decreto di nomina a guardia particolare giurata', ['Prefettura di Roma.', `Valido fino al ${formatDate(marinoDecree)}.`], { issuedAt: yearsAfter(marinoDecree, -2), expiresAt: marinoDecree });

  // Conti: non-EU, her permit expires in 60 days.
  const permit = addDays(today, 60);
  await file(conti, 'PERMESSO_SOGGIORNO', 'Permesso di soggiorno', ['Questura di Milano.', `Valido fino al ${formatDate(permit)}.`], { issuedAt: yearsAfter(permit, -2), expiresAt: permit });

  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const visit = (who: Person, values: { visitDate: string; outcome: string; limits?: string; unfitUntil?: string }) =>
      tx
        .insertInto('medicalFitness')
        .values({ userId: who.id, companyId: who.companyId, limits: null, unfitUntil: null, validUntil: yearsAfter(values.visitDate, 1), doctor: 'Dott. Franco Medici, medico competente', documentId: null, createdBy: adminId, createdAt: now, updatedAt: now, ...values })
        .execute();
    await visit(worker, { visitDate: addDays(today, -60), outcome: 'FIT_WITH_LIMITS', limits: 'Non idoneo al lavoro notturno oltre le 6 ore consecutive' });
    await visit(ricci, { visitDate: addDays(today, -200), outcome: 'FIT' });
    await visit(marino, { visitDate: addDays(today, -3), outcome: 'TEMPORARILY_UNFIT', unfitUntil: addDays(today, 7) });
    for (const who of [worker, ricci, marino]) await syncMedicalDeadline(tx, who.id);

    // Ricci's first-aid course, done almost three years ago: due within 90 days.
    const completedAt = addDays(yearsAfter(today, -3), 45);
    const course = {
      userId: ricci.id,
      companyId: ricci.companyId,
      courseCode: 'PRIMO_SOCCORSO_BC',
      completedAt,
      hours: 12,
      validUntil: validUntilOf('PRIMO_SOCCORSO_BC', completedAt),
      provider: 'Croce Verde Formazione S.r.l.',
      certificateNumber: 'CV-PS-0412',
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    };
    await tx.insertInto('trainingRecord').values(course).execute();
    await syncTrainingOfRecords(tx, [course]);
  });
  return true;
};
