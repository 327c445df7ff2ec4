import { randomBytes } from 'node:crypto';
import yazl from 'yazl';
import { demoPdf, demoPng } from '../../src/server/db/seed/documents-data';

/** Tiny real files of each accepted type, and of refused ones, for upload tests. */

export const pdfFile = (text = 'Documento di prova') => demoPdf({ company: { name: 'Presidio Sicurezza S.r.l.', vat: '01114601006' }, title: text, lines: [text] });

export const pngFile = () => demoPng(8, 6, [200, 220, 240]);

/** A JPEG's start (SOI, JFIF APP0) and end: what a magic-byte check reads. */
export const jpegFile = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(64, 0x20),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A RIFF container of a lossy WebP frame. */
export const webpFile = () => {
  const frame = Buffer.concat([Buffer.from('VP8 ', 'latin1'), Buffer.from([0x10, 0, 0, 0]), Buffer.alloc(16)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + frame.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), frame]);
};

/** An ISO-BMFF file whose major brand is HEIC, as phones write their photos. */
export const heicFile = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1'), Buffer.alloc(64)]);

export const zipOf = (entries: Array<{ name: string; content: Buffer | string; store?: boolean }>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const archive = new yazl.ZipFile();
    for (const entry of entries) {
      archive.addBuffer(Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content), entry.name, { compress: !entry.store });
    }
    archive.end();
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });

const contentTypes = (main: string, part: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="${part}" ContentType="${main}"/></Types>`;
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

const docxEntries = () => [
  { name: '[Content_Types].xml', content: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', '/word/document.xml') },
  { name: '_rels/.rels', content: RELS },
  { name: 'word/document.xml', content: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Contratto</w:t></w:r></w:p></w:body></w:document>' },
];

export const docxFile = () => zipOf(docxEntries());

export const xlsxFile = () =>
  zipOf([
    { name: '[Content_Types].xml', content: contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', '/xl/workbook.xml') },
    { name: '_rels/.rels', content: RELS },
    { name: 'xl/workbook.xml', content: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>' },
  ]);

/** An OpenDocument text: its `mimetype` entry first and stored, as the format asks. */
export const odtFile = () =>
  zipOf([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', store: true },
    { name: 'content.xml', content: '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>' },
    { name: 'META-INF/manifest.xml', content: '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>' },
  ]);

/** A DOCX in every way a type check sees, carrying 64 MB of zeros that deflate to about 64 KB. */
export const zipBombDocx = () => zipOf([...docxEntries(), { name: 'word/media/image1.png', content: Buffer.alloc(64 * 1024 * 1024) }]);

/** A zip that is no office document. */
export const plainZip = () => zipOf([{ name: 'note.txt', content: 'appunti' }]);

export const htmlFile = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgWithScript = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');

export interface FormFile {
  name: string;
  content: Buffer;
  /** The form field; `file` by default. */
  field?: string;
  /** What the browser would claim; ignored by the server. */
  type?: string;
}

/**
 * A multipart/form-data body for app.inject: the text fields, then the files (or the files
 * first), with the content type carrying its boundary.
 */
export const multipartBody = (
  fields: Record<string, string | number | boolean | null | undefined>,
  files: FormFile[],
  { filesFirst = false }: { filesFirst?: boolean } = {},
) => {
  const boundary = `----presidio${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  const fileParts = files.map(({ name, content, field = 'file', type = 'application/octet-stream' }) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/"/g, '%22')}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]),
  );
  const parts = filesFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
