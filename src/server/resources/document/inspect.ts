import { fileTypeFromFile } from 'file-type';
import yauzl from 'yauzl';
import { DOCUMENT_MIME_TYPES, type TDocumentMimeType } from '../../../shared/schemas/document';
import { extensionOf, nameForType } from './file-name';

/** What a received file turned out to be: its type and the name to keep, or why it is refused (a `validation.*` key). */
export type Inspection = { mimeType: TDocumentMimeType; fileName: string } | { problem: string };

export const ALL_MIME_TYPES = Object.keys(DOCUMENT_MIME_TYPES) as TDocumentMimeType[];

/** A HEIF photo whose major brand is 'mif1' (many phones) is the same family as HEIC. */
const ALIASES: Record<string, TDocumentMimeType> = { 'image/heif': 'image/heic' };
/** Photos of paper documents: a phone's name for one of them says little about which it is. */
const PHOTOS = new Set<TDocumentMimeType>(['image/jpeg', 'image/png', 'image/heic', 'image/webp']);
const ZIPPED = new Set<TDocumentMimeType>([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
]);

/**
 * Bounds of an accepted archive (DOCX, XLSX, ODT). A real office file holds tens to a few
 * thousand entries and compresses its XML 5 to 30 times; a zip bomb compresses runs of the same
 * byte a thousand times and more.
 */
export const ZIP_LIMITS = { entries: 5000, totalBytes: 256 * 1024 * 1024, ratio: 100, ratioFloorBytes: 1024 * 1024 };

const typeOfExtension = (extension: string) =>
  ALL_MIME_TYPES.find((type) => (DOCUMENT_MIME_TYPES[type] as readonly string[]).includes(extension));

/** Reads an entry to its end: yauzl's size check makes the stream fail if it inflates beyond its declared size. */
const drain = async (zip: yauzl.ZipFile, entry: yauzl.Entry) => {
  const stream = await zip.openReadStreamPromise(entry);
  for await (const _chunk of stream) {
    // Only the count matters, and yauzl keeps it.
  }
};

/**
 * Whether an archive is safe to open: few enough entries, a bounded total once extracted, no
 * entry compressed suspiciously well, and every entry inflating to exactly its declared size
 * (yauzl's validateEntrySizes), so that the declared sizes the bounds rely on are true.
 */
export const zipIsSafe = async (path: string, limits = ZIP_LIMITS): Promise<boolean> => {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
    if (zip.entryCount > limits.entries) return false;
    const entries: yauzl.Entry[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (total > limits.totalBytes) return false;
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.ratio) return false;
      if (entry.isEncrypted() || !entry.canDecodeFileData()) return false;
      entries.push(entry);
    }
    for (const entry of entries) if (!entry.fileName.endsWith('/')) await drain(zip, entry);
    return true;
  } catch {
    // A broken archive, an entry whose real size differs from the declared one, a name escaping the archive.
    return false;
  } finally {
    zip?.close();
  }
};

/**
 * Decides a received file's type by its content's magic bytes (never its name or the browser's
 * header) against the accepted types, checks that the name's extension does not claim another
 * accepted type (photos excepted, see PHOTOS), and that an archive is no zip bomb. The name kept
 * ends with an extension of the real type.
 */
export const inspectFile = async (
  path: string,
  size: number,
  fileName: string,
  accept: readonly TDocumentMimeType[] = ALL_MIME_TYPES,
): Promise<Inspection> => {
  if (size === 0) return { problem: 'validation.fileEmpty' };
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromFile(path))?.mime;
  } catch {
    detected = undefined;
  }
  const mimeType = detected && (ALIASES[detected] ?? (detected as TDocumentMimeType));
  if (!mimeType || !accept.includes(mimeType)) return { problem: 'validation.fileType' };
  const named = typeOfExtension(extensionOf(fileName));
  if (named && named !== mimeType && !(PHOTOS.has(named) && PHOTOS.has(mimeType))) return { problem: 'validation.fileExtension' };
  if (ZIPPED.has(mimeType) && !(await zipIsSafe(path))) return { problem: 'validation.fileArchiveUnsafe' };
  return { mimeType, fileName: nameForType(fileName, mimeType, named !== undefined) };
};
