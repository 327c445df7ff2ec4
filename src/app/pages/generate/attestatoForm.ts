import {
  COURSE_CODES, COURSES, courseValidityMonths, type TCourseCode, type TDeliveryMode, type TTrainingRecord, ZAttestatoRequest,
} from '../../../shared/schemas/training';
import type { TDocument } from '../../../shared/schemas/document';
import { fullName } from '../../resources/user/name';
import { schemaResolver, type TPerson } from './contractForm';

/** The server's own schema checks the form. */
export const attestatoResolver = schemaResolver(ZAttestatoRequest);

export interface TAttestatoFormValues {
  courseCode: TCourseCode | null;
  startDate: string;
  endDate: string;
  hours: number | null;
  deliveryMode: TDeliveryMode | null;
  organiser: string;
  organiserRepresentative: string;
  teacher: string;
  place: string;
  userIds: number[];
}

/** A session starts today, in person, with nobody chosen; the organiser is the company itself. */
export const attestatoDefaults = (today: string, organiser = ''): TAttestatoFormValues => ({
  courseCode: null,
  startDate: today,
  endDate: today,
  hours: null,
  deliveryMode: 'PRESENZA',
  organiser,
  organiserRepresentative: '',
  teacher: '',
  place: '',
  userIds: [],
});

export const courseChoices = COURSE_CODES.map((code) => ({ id: code, name: COURSES[code].name }));

/** How long an attestato of the course lasts, as a catalogue key and its count; null when it never expires. */
export const validityOf = (code: TCourseCode): { key: 'years' | 'months'; count: number } | null => {
  const months = courseValidityMonths(code);
  if (months === undefined) return null;
  return months % 12 === 0 ? { key: 'years', count: months / 12 } : { key: 'months', count: months };
};

/**
 * What changes when a course is chosen: its default hours, and a delivery mode it allows (the
 * one chosen if allowed, else the course's first).
 */
export const afterCourseChosen = (code: TCourseCode, mode: TDeliveryMode | null): { hours: number; deliveryMode: TDeliveryMode } => {
  const course = COURSES[code];
  const modes: readonly TDeliveryMode[] = course.deliveryModes;
  return { hours: course.hours, deliveryMode: mode && modes.includes(mode) ? mode : modes[0] };
};

export interface TAttestatoRow {
  document: TDocument;
  /** The register number printed on it ('2026/0007'); null until its training record is read. */
  certificateNumber: string | null;
}

/** Each generated attestato beside its register number, read from the training records that point to it. */
export const attestatoRows = (documents: readonly TDocument[], records: readonly Pick<TTrainingRecord, 'documentId' | 'certificateNumber'>[]): TAttestatoRow[] => {
  const numbers = new Map(records.filter((r) => r.documentId != null).map((r) => [r.documentId as number, r.certificateNumber]));
  return documents.map((document) => ({ document, certificateNumber: numbers.get(document.id) ?? null }));
};

/** The ids of GET api/document/attestati.zip, as the server reads them: '1,2,3'. */
export const zipIds = (rows: readonly TAttestatoRow[]) => rows.map((row) => row.document.id).join(',');

/**
 * The server names a refused participant by position ('userIds.1'); the chips are one input, so
 * its reasons are put together on it, each with the person's name.
 */
export const participantErrors = (errors: Record<string, string>, userIds: readonly number[], people: readonly TPerson[]): Record<string, string> => {
  const result: Record<string, string> = {};
  const participants: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const match = /^userIds\.(\d+)$/.exec(field);
    if (!match) {
      result[field] = message;
      continue;
    }
    const person = people.find((p) => p.id === userIds[Number(match[1])]);
    participants.push(person ? `${fullName(person)}: ${message}` : message);
  }
  if (participants.length) result.userIds = [result.userIds, ...participants].filter(Boolean).join(' · ');
  return result;
};
