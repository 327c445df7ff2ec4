import type { TDocument, TDocumentType } from '../../../shared/schemas/document';

export interface TDocumentGroup {
  type: TDocumentType;
  documents: TDocument[];
}

/** The day a document speaks of: its issue date, else the day it arrived. */
const dayOf = (document: TDocument) => document.issuedAt ?? document.createdAt.slice(0, 10);

const newestFirst = (a: TDocument, b: TDocument) =>
  dayOf(b).localeCompare(dayOf(a)) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The worker's documents by type, each group newest first (by issue date: October's payslip
 * above September's, whenever each was filed), and the groups in the order of their newest
 * document: this month's payslip puts the payslips on top.
 */
export const groupByType = (documents: readonly TDocument[]): TDocumentGroup[] => {
  const groups = new Map<TDocumentType, TDocument[]>();
  [...documents].sort(newestFirst).forEach((document) => {
    groups.set(document.type, [...(groups.get(document.type) ?? []), document]);
  });
  return [...groups.entries()].map(([type, list]) => ({ type, documents: list }));
};

/** Not yet opened by its owner: shown with a 'Nuovo' badge until the first download. */
export const isUnread = (document: TDocument) => document.acknowledgedAt === null && document.review === 'NONE';

/** A worker's own upload still waiting for the office. */
export const isAwaitingOffice = (document: TDocument) => document.review === 'PENDING';
