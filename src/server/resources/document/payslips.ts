import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { endOfMonth } from '../../../shared/dates';
import type { TPayslipResult, TPayslipUpload } from '../../../shared/schemas/payslip';
import { assertRecordInScope } from '../../access';
import type { Db, DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { Storage } from '../../storage';
import type { SessionUser } from '../auth/repository';
import { notifyUsers } from '../notification/service';
import { codesInFileName, type SplitPdf, type UnmatchedReason } from './payslip-split';
import { openSplitter, type Splitter, UnreadablePdf } from './payslip-thread';
import { companyOfOwner, saveDocument } from './store';
import { storeUploadedFile, type UploadedFile } from './upload';

/** A person of the company a payslip may go to. */
export interface Payee {
  id: number;
  name: string;
}

/** The people of a company who have a fiscal code, by it (stored upper case). */
export const findPayees = async (db: DbOrTx, companyId: number): Promise<Map<string, Payee>> => {
  const rows = await db
    .selectFrom('user')
    .innerJoin('userCompany', 'userCompany.userId', 'user.id')
    .select(['user.id', 'user.fiscalCode', 'user.firstName', 'user.lastName'])
    .where('userCompany.companyId', '=', companyId)
    .where('user.fiscalCode', 'is not', null)
    .execute();
  return new Map(
    rows.map((row) => [row.fiscalCode!.toUpperCase(), { id: row.id, name: [row.firstName, row.lastName].filter(Boolean).join(' ') }]),
  );
};

/** 'Cedolino ottobre 2026': the title is Italian, as the document itself is. */
export const payslipTitle = (month: string) =>
  translate('it', 'document.payslips.title', { month: translate('it', `document.payslips.months.m${month.slice(5, 7)}`), year: month.slice(0, 4) });

/** A file's entry nobody got; `reason` is a message key, translated at the edge. */
export type Unmatched = Omit<TPayslipResult['unmatched'][number], 'reason'> & { reason: string };
export interface Distribution {
  matched: TPayslipResult['matched'];
  unmatched: Unmatched[];
}

export const reasonKey = (reason: UnmatchedReason) => `document.payslips.reasons.${reason}`;

/** One upload of payslips: the company and month chosen, who sends them, and where bytes go. */
export interface PayslipBatch {
  db: Db;
  storage: Storage;
  companyId: number;
  month: string;
  actorId: number;
  payees: Map<string, Payee>;
  /** Everyone who got a payslip in this upload, told once at its end. */
  notified: Set<number>;
  /** Splits the files named by no code; closed with the batch. */
  splitter: Splitter;
}

const record = async (batch: PayslipBatch, code: string, stored: { key: string; size: number }, file: { fileName: string; sha256: string }) => {
  const payee = batch.payees.get(code)!;
  try {
    const documentId = await saveDocument(batch.db, {
      ownerType: 'USER',
      ownerId: payee.id,
      companyId: batch.companyId,
      type: 'PAYSLIP',
      title: payslipTitle(batch.month),
      fileName: file.fileName,
      mimeType: 'application/pdf',
      size: stored.size,
      sha256: file.sha256,
      storageKey: stored.key,
      issuedAt: endOfMonth(`${batch.month}-01`),
      visibleToOwner: true,
      uploadedBy: batch.actorId,
    });
    batch.notified.add(payee.id);
    return { userId: payee.id, name: payee.name, documentId };
  } catch (error) {
    await batch.storage.remove(stored.key);
    throw error;
  }
};

/** The batch of one upload, once the company is known to be the caller's (404 otherwise, as for any record out of scope). */
export const openBatch = async (db: Db, storage: Storage, user: SessionUser, { companyId, month }: TPayslipUpload): Promise<PayslipBatch> => {
  assertRecordInScope(user, companyId);
  if ((await companyOfOwner(db, 'COMPANY', companyId)) === undefined) throw notFound();
  return { db, storage, companyId, month, actorId: user.id, payees: await findPayees(db, companyId), notified: new Set(), splitter: openSplitter() };
};

/** A file whose name holds a fiscal code is that person's payslip, whole. */
const byName = async (batch: PayslipBatch, file: UploadedFile, codes: string[]): Promise<Distribution> => {
  const known = codes.filter((code) => batch.payees.has(code));
  if (known.length !== 1) return { matched: [], unmatched: [{ fileName: file.fileName, reason: reasonKey(known.length ? 'AMBIGUOUS' : 'UNKNOWN_CODE') }] };
  const stored = { key: await storeUploadedFile(batch.storage, file), size: file.size };
  return { matched: [{ fileName: file.fileName, ...(await record(batch, known[0], stored, file)) }], unmatched: [] };
};

/** A file without a code in its name is split by the codes printed on its pages. */
const byContent = async (batch: PayslipBatch, file: UploadedFile): Promise<Distribution> => {
  let split: SplitPdf;
  try {
    split = await batch.splitter.split(new Uint8Array(await readFile(file.path)), batch.payees.keys());
  } catch (error) {
    if (!(error instanceof UnreadablePdf)) throw error;
    return { matched: [], unmatched: [{ fileName: file.fileName, reason: reasonKey('UNREADABLE') }] };
  }
  const matched: Distribution['matched'] = [];
  for (const { code, pages, pdf } of split.people) {
    const bytes = Buffer.from(pdf);
    const stored = await batch.storage.put(Readable.from([bytes]), { contentType: 'application/pdf' });
    const fileName = `cedolino_${batch.month}_${code}.pdf`;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    matched.push({ fileName: file.fileName, ...(await record(batch, code, stored, { fileName, sha256 })), pages });
  }
  const unmatched = split.unmatched
    .sort((a, b) => a.pages[0] - b.pages[0])
    .map(({ reason, pages }) => ({ fileName: file.fileName, reason: reasonKey(reason), pages }));
  return { matched, unmatched };
};

/** Gives a received PDF to its person, or to each person whose pages it holds; what goes to nobody is listed. */
export const distributePdf = (batch: PayslipBatch, file: UploadedFile): Promise<Distribution> => {
  const codes = codesInFileName(file.fileName);
  return codes.length ? byName(batch, file, codes) : byContent(batch, file);
};

/** Tells each person who got a payslip, once, in the language they read the notification in. */
export const notifyPayees = async (batch: PayslipBatch) => {
  if (!batch.notified.size) return;
  await notifyUsers(batch.db, [...batch.notified], {
    kind: 'PAYSLIP_AVAILABLE',
    params: { period: { t: 'document.payslips.period', p: { month: { t: `document.payslips.months.m${batch.month.slice(5, 7)}` }, year: batch.month.slice(0, 4) } } },
    link: '/home/documents',
  });
};
