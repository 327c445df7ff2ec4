import type { FastifyInstance } from 'fastify';
import { todayInRome } from '../../../../shared/dates';
import type { TDocument } from '../../../../shared/schemas/document';
import { COURSES, type TAttestatoRequest, validUntilOf } from '../../../../shared/schemas/training';
import { isAdmin } from '../../../access';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../auth/repository';
import { attachAttestato, recordTraining, withdrawTraining } from '../../training/service';
import type { Attestato } from './attestato-pdf';
import { deleteGenerated, findPeople, getLetterCompany, type Person, readDocument } from './repository';
import { companyFor } from './scope';
import { namePart, PDF, storeGenerated } from './stored';

/**
 * The participants, each in the caller's companies, an active employee, all of one company; or a
 * 400 naming each one who is not (`userIds.<i>`), without telling whether an unreachable one exists.
 */
const participants = async (app: FastifyInstance, actor: SessionUser, userIds: readonly number[]) => {
  const people = await findPeople(app.db, userIds);
  const fields: Record<string, string> = {};
  const chosen: Array<{ person: Person; companyId: number }> = [];
  userIds.forEach((id, i) => {
    const person = people.get(id);
    const companyId = person && companyFor(actor, person);
    if (!person || companyId === undefined) {
      fields[`userIds.${i}`] = person && isAdmin(actor) ? 'validation.noCompany' : 'validation.userOutOfScope';
    } else if (person.isClient) fields[`userIds.${i}`] = 'documentGenerate.fields.notEmployee';
    else if (!person.active) fields[`userIds.${i}`] = 'documentGenerate.fields.inactive';
    else chosen.push({ person, companyId });
  });
  const companyId = chosen[0]?.companyId;
  chosen.forEach(({ person, companyId: other }) => {
    if (other !== companyId) fields[`userIds.${userIds.indexOf(person.id)}`] = 'documentGenerate.fields.otherCompany';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION', 'error.validation', { fields });
  return { people: chosen.map((c) => c.person), companyId: companyId! };
};

/**
 * POST api/document/generate/attestato: one course session gives each participant a training
 * record with the next number of the company's register of the year, and an attestato PDF stored
 * as their ATTESTATO document (visible to them; it expires with the course's validity). If writing
 * one fails, the session leaves nothing behind: its records and documents are withdrawn.
 */
export const generateAttestati = async (app: FastifyInstance, actor: SessionUser, input: TAttestatoRequest): Promise<TDocument[]> => {
  const { people, companyId } = await participants(app, actor, input.userIds);
  const company = await getLetterCompany(app.db, companyId);
  const course = COURSES[input.courseCode];
  const issuedAt = todayInRome();
  const validUntil = validUntilOf(input.courseCode, input.endDate);
  const session = {
    courseCode: input.courseCode,
    startDate: input.startDate,
    completedAt: input.endDate,
    hours: input.hours,
    validUntil,
    deliveryMode: input.deliveryMode,
    provider: input.organiser,
    teacher: input.teacher,
    place: input.place,
  };
  const records = await recordTraining(app.db, {
    companyId,
    year: Number(issuedAt.slice(0, 4)),
    createdBy: actor.id,
    entries: people.map((person) => ({ ...session, userId: person.id })),
  });

  const documentIds: number[] = [];
  try {
    for (const [i, record] of records.entries()) {
      const person = people[i];
      const attestato: Attestato = {
        company: { name: company.name, vat: company.vat, registeredOffice: company.registeredOffice },
        registerNumber: record.certificateNumber,
        organiser: input.organiser,
        organiserRepresentative: input.organiserRepresentative,
        trainee: person,
        course: { name: course.name, legalReference: course.legalReference },
        hours: input.hours,
        startDate: input.startDate,
        endDate: input.endDate,
        deliveryMode: input.deliveryMode,
        teacher: input.teacher,
        place: input.place,
        issuedAt,
        validUntil,
      };
      const bytes = await app.renderer.render({ kind: 'attestato-pdf', attestato });
      const documentId = await storeGenerated(app, {
        bytes,
        mimeType: PDF,
        fileName: `Attestato_${namePart(person.lastName)}_${namePart(person.firstName)}_${namePart(record.certificateNumber)}.pdf`,
        title: `Attestato ${record.certificateNumber} – ${course.name}`,
        type: 'ATTESTATO',
        ownerId: person.id,
        companyId,
        issuedAt,
        expiresAt: validUntil,
        uploadedBy: actor.id,
      });
      documentIds.push(documentId);
      await attachAttestato(app.db, record.id, documentId);
    }
  } catch (error) {
    await withdrawTraining(app.db, records.map((record) => record.id));
    await deleteGenerated(app.db, documentIds, actor.id);
    throw error;
  }
  return Promise.all(documentIds.map((id) => readDocument(app.db, id)));
};
