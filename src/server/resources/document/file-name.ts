import { DOCUMENT_MIME_TYPES, type TDocumentMimeType } from '../../../shared/schemas/document';

const MAX_NAME = 255;
/** C0 and C1 controls, DEL, and the bidirectional overrides that make 'fdp.exe' read 'exe.pdf'. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The extension a name ends with, lower case, without the dot; '' when none. */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Cuts a text to at most `max` UTF-16 units without splitting a surrogate pair. */
const cut = (text: string, max: number) => {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end);
};

/**
 * The uploaded name as metadata, never as a path: its last path part (either slash), NFC,
 * without control characters, at most 255 characters keeping the extension; 'documento' when
 * nothing is left. It never reaches the disk (keys are random) and is shown and sent back only.
 */
export const sanitizeFileName = (raw: string | undefined): string => {
  const last = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = last.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (!clean) return 'documento';
  if (clean.length <= MAX_NAME) return clean;
  const extension = extensionOf(clean);
  const suffix = extension && extension.length < 16 ? `.${extension}` : '';
  return cut(clean.slice(0, clean.length - suffix.length), MAX_NAME - suffix.length).trimEnd() + suffix;
};

/**
 * The stored name ends with an extension of the type its content has, so that the file opens
 * with the right program wherever it is downloaded: 'scansione' becomes 'scansione.pdf', a photo
 * 'foto.jpg' found to be a PNG becomes 'foto.png'.
 */
export const nameForType = (name: string, mimeType: TDocumentMimeType, replace: boolean): string => {
  const extensions: readonly string[] = DOCUMENT_MIME_TYPES[mimeType];
  const extension = extensionOf(name);
  if (extensions.includes(extension)) return name;
  const stem = replace && extension ? name.slice(0, -(extension.length + 1)) : name;
  return sanitizeFileName(`${stem}.${extensions[0]}`);
};

/** An ASCII stand-in for the name: accents dropped, anything else outside printable ASCII or a quote becomes '_'. */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');

/** RFC 5987 percent-encoding, which encodeURIComponent leaves a few characters short of. */
const encodeRfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with a safe ASCII filename for old clients and the exact UTF-8 name in filename* (RFC 6266). */
export const contentDisposition = (name: string): string =>
  `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
