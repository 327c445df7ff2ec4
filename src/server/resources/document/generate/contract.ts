import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { todayInRome } from '../../../../shared/dates';
import { CONTRACT_PLACEHOLDERS, type TContractRequest } from '../../../../shared/schemas/document-generate';
import type { TDocument } from '../../../../shared/schemas/document';
import { isAdmin } from '../../../access';
import { AppError, invalidField, notFound } from '../../../errors';
import type { SessionUser } from '../../auth/repository';
import { TemplateUnreadable, templatePlaceholders } from './contract-docx';
import { type ContractLetter, contractLetter, contractPlaceholderValues, type LetterPerson } from './contract-letter';
import { findContractTemplate, findPeople, getLetterCompany, insertEmploymentContract, readDocument } from './repository';
import { companyFor } from './scope';
import { docxToPdf } from './soffice';
import { DOCX, namePart, PDF, storeGenerated } from './stored';

/** Placeholders a template names that Presidio does not fill, written as the template writes them. */
export const unknownPlaceholders = (names: readonly string[]) => names.filter((name) => !Object.hasOwn(CONTRACT_PLACEHOLDERS, name)).map((name) => `{${name}}`);

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The letter filled into the company's DOCX template. The template is read again here: every
 * placeholder it names must be one Presidio fills, or nothing is written (400 listing them).
 */
const fillTemplate = async (app: FastifyInstance, storageKey: string, values: Record<string, string>) => {
  const template = await readAll(await app.storage.get(storageKey));
  let names: string[];
  try {
    names = templatePlaceholders(template);
  } catch (error) {
    if (error instanceof TemplateUnreadable) throw invalidField('template', 'documentGenerate.fields.templateUnreadable');
    throw error;
  }
  const missing = unknownPlaceholders(names);
  if (missing.length) {
    throw new AppError('VALIDATION', 'documentGenerate.missingPlaceholders', {
      params: { placeholders: missing.join(', ') },
      fields: { template: 'documentGenerate.fields.unknownPlaceholders' },
    });
  }
  return app.renderer.render({ kind: 'contract-docx', template, values });
};

/** The person in the caller's companies (404 otherwise) who may receive a letter, and the company issuing it. */
const recipient = async (app: FastifyInstance, actor: SessionUser, userId: number) => {
  const person = (await findPeople(app.db, [userId])).get(userId);
  if (!person) throw notFound();
  const companyId = companyFor(actor, person);
  if (companyId === undefined) {
    // An administrator sees everyone: a person of no company has no employer to write for.
    if (isAdmin(actor)) throw invalidField('userId', 'validation.noCompany');
    throw notFound();
  }
  if (person.isClient) throw invalidField('userId', 'documentGenerate.fields.notEmployee');
  return { person, companyId };
};

const fileStem = (person: LetterPerson, startDate: string) => `Lettera_assunzione_${namePart(person.lastName)}_${namePart(person.firstName)}_${startDate}`;

/**
 * POST api/document/generate/contract: the employment letter with every item of the Decreto
 * Trasparenza, stored as the person's CONTRACT document (visible to them, to acknowledge) with the
 * data it was written from. A PDF, or the company's DOCX template filled (and its PDF too where
 * LibreOffice is installed).
 */
export const generateContract = async (app: FastifyInstance, actor: SessionUser, input: TContractRequest): Promise<TDocument & { pdfDocumentId?: number }> => {
  const { person, companyId } = await recipient(app, actor, input.userId);
  const company = await getLetterCompany(app.db, companyId);
  const today = todayInRome();
  const letter: ContractLetter = contractLetter(company, person, input, today);
  const template = await findContractTemplate(app.db, companyId);
  const name = [person.lastName, person.firstName].filter(Boolean).join(' ');
  const common = { type: 'CONTRACT' as const, ownerId: person.id, companyId, issuedAt: today, uploadedBy: actor.id, title: `Lettera di assunzione – ${name}` };

  let documentId: number;
  let pdfDocumentId: number | undefined;
  if (template) {
    const docx = await fillTemplate(app, template.storageKey, contractPlaceholderValues(letter, person, input));
    documentId = await storeGenerated(app, { ...common, bytes: docx, mimeType: DOCX, fileName: `${fileStem(person, input.startDate)}.docx` });
    const pdf = await docxToPdf(docx, app.log);
    if (pdf) pdfDocumentId = await storeGenerated(app, { ...common, bytes: pdf, mimeType: PDF, fileName: `${fileStem(person, input.startDate)}.pdf`, title: `${common.title} (PDF)` });
  } else {
    const pdf = await app.renderer.render({ kind: 'contract-pdf', letter });
    documentId = await storeGenerated(app, { ...common, bytes: pdf, mimeType: PDF, fileName: `${fileStem(person, input.startDate)}.pdf` });
  }
  await insertEmploymentContract(app.db, {
    userId: person.id,
    companyId,
    ccnl: input.ccnl,
    level: input.level,
    qualification: input.qualification,
    startDate: input.startDate,
    endDate: input.endDate,
    data: { ...input, format: template ? 'DOCX' : 'PDF', pdfDocumentId: pdfDocumentId ?? null },
    documentId,
    createdBy: actor.id,
  });
  const document = await readDocument(app.db, documentId);
  return pdfDocumentId ? { ...document, pdfDocumentId } : document;
};
