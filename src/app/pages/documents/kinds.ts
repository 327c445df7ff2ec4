import {
  DOCUMENT_KINDS, DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, WORKER_UPLOAD_TYPES, type TDocumentKind, type TDocumentOwnerType, type TDocumentType,
} from '../../../shared/schemas/document';

const kindOf = (type: TDocumentType): TDocumentKind => DOCUMENT_KINDS[type];

/** The types a document of this owner may have, in the catalogue's order. */
export const typesFor = (ownerType: TDocumentOwnerType | undefined): TDocumentType[] =>
  ownerType ? DOCUMENT_TYPES.filter((type) => kindOf(type).owners.includes(ownerType)) : [];

export const typeChoices = (types: readonly TDocumentType[] = DOCUMENT_TYPES) =>
  types.map((type) => ({ id: type, name: `resources.document.types.${type}` }));

export const workerTypeChoices = () => typeChoices(WORKER_UPLOAD_TYPES);

/** Whether the owner sees a document of this type unless the office says otherwise. */
export const visibleByDefault = (type: TDocumentType) => kindOf(type).visibleToOwner;

/** 'yyyy-MM-dd' plus whole months; the 31st of a shorter month falls on its last day. */
export const addMonths = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
};

/** The expiry the catalogue offers for a type issued on a day, or undefined when it does not expire. */
export const offeredExpiry = (type: TDocumentType | undefined, issuedAt: string | null | undefined): string | undefined => {
  const months = type ? kindOf(type).validityMonths : undefined;
  if (!months || !issuedAt || !/^\d{4}-\d{2}-\d{2}$/.test(issuedAt)) return undefined;
  return addMonths(issuedAt, months);
};

export const validityMonthsOf = (type: TDocumentType | undefined) => (type ? kindOf(type).validityMonths : undefined);

/**
 * What the file pickers offer: the types the server accepts, by MIME type and by extension (a
 * phone names a HEIC photo by its extension only). The server decides by the content anyway.
 */
export const ACCEPTED_FILES = [
  ...Object.keys(DOCUMENT_MIME_TYPES),
  ...Object.values(DOCUMENT_MIME_TYPES).flatMap((extensions) => extensions.map((extension) => `.${extension}`)),
].join(',');

/** 'Busta paga marzo.pdf' → 'Busta paga marzo': a file's name as a title. */
export const titleOfFile = (fileName: string) => fileName.replace(/\.[^.]{1,5}$/, '').trim().slice(0, 200) || fileName.slice(0, 200);

/** 1.2 MB, 830 KB: a file's size as people read it, in their language's decimals. */
export const formatSize = (bytes: number, locale: string) => {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb).toLocaleString(locale)} KB`;
  return `${(kb / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
};
