import type { InjectOptions } from 'fastify';
import PizZip from 'pizzip';
import type { DemoRole, TestApp } from './app';
import type { Caller } from './api';
import { userIdOf } from './api';
import { multipartBody } from './files';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX whose body holds one paragraph per line, placeholders such as '{azienda_nome}' written in them. */
export const templateDocx = (lines: string[]): Buffer => {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  const body = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** The paragraphs of a DOCX's body, as read back with pizzip. */
export const docxParagraphs = (docx: Buffer): string[] => {
  const xml = new PizZip(docx).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/g)].map((p) => [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
};

/** A template upload's body and headers, for app.inject. */
export const templateUpload = (docx: Buffer, name = 'lettera.docx') => multipartBody({}, [{ name, content: docx }]);

/** A valid employment letter's data for a person; `overrides` change or add fields. */
export const contractBody = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  level: 'IV',
  qualification: 'Guardia particolare giurata',
  jobTitle: 'Vigilanza fissa e ispettiva presso i clienti dell’azienda',
  placeOfWork: 'Via Tiburtina 650, Roma',
  startDate: '2026-12-01',
  probationDays: 30,
  weeklyHours: 40,
  hoursDistribution: 'Su sei giorni, dal lunedì al sabato, secondo i turni pubblicati',
  monthlyPay: 1650.5,
  payElements: 'Paga base, contingenza, EDR, indennità di turno',
  payPeriod: 'Mensile, entro il giorno 10 del mese successivo',
  paymentMethod: 'Bonifico bancario sul conto indicato dal lavoratore',
  shifts: 'Turni avvicendati diurni e notturni, comunicati con almeno 7 giorni di anticipo',
  noticePeriod: 'Secondo il CCNL: 15 giorni di calendario per il IV livello',
  paidLeaveDays: 26,
  ...overrides,
});

/** A valid course session for participants. */
export const attestatoBody = (userIds: number[], overrides: Record<string, unknown> = {}) => ({
  courseCode: 'PRIMO_SOCCORSO_BC',
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  hours: 12,
  deliveryMode: 'PRESENZA',
  organiser: 'Formazione Sicura S.r.l.',
  organiserRepresentative: 'Dott.ssa Chiara Neri',
  teacher: 'Dott. Paolo Gallo',
  place: 'Via Tiburtina 650, Roma',
  userIds,
  ...overrides,
});

const only = (roles: Partial<Record<Caller, number>>): Record<Caller, number> => ({
  admin: 403,
  moderator: 403,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
  ...roles,
});
/** The generators: the back office and client management, for the demo worker's company. */
const generators = (status: number) => only({ admin: status, moderator: status, clientManagement: status });
const isGenerator = (caller: Caller): caller is 'admin' | 'moderator' | 'clientManagement' => ['admin', 'moderator', 'clientManagement'].includes(caller);

/** The rows of the generation and training routes (issue 19): employment letters, templates, attestati, training records. */
export const generationRows = (context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => {
  const t = () => context().t;
  const company = () => context().companies[0];
  const template = `/api/document/templates/contract`;
  /** An attestato the caller may download when they may download any: client management only their own. */
  const attestatoOf = async (caller: Caller) => {
    const who: DemoRole = isGenerator(caller) ? caller : 'admin';
    const response = await t().call({ method: 'POST', url: '/api/document/generate/attestato', token: await t().login(who), payload: attestatoBody([await userIdOf(t(), 'worker')]) });
    return response.json().data[0].id as number;
  };
  const uploadTemplate = async () => {
    const upload = templateUpload(templateDocx(['{azienda_nome}', '{lavoratore_nome_completo}']));
    await t().call({ method: 'PUT', url: `${template}?companyId=${company()}`, token: await t().login('admin'), ...upload });
  };

  return {
    'POST /api/document/generate/contract': {
      request: async () => ({ method: 'POST', url: '/api/document/generate/contract', payload: contractBody(await userIdOf(t(), 'worker')) }),
      expected: generators(201),
    },
    'POST /api/document/generate/attestato': {
      request: async () => ({ method: 'POST', url: '/api/document/generate/attestato', payload: attestatoBody([await userIdOf(t(), 'worker')]) }),
      expected: generators(201),
    },
    'GET /api/document/generate/context': {
      request: async () => ({ method: 'GET', url: `/api/document/generate/context?companyId=${company()}` }),
      expected: generators(200),
    },
    'GET /api/document/attestati.zip': {
      request: async ({ caller }) => ({ method: 'GET', url: `/api/document/attestati.zip?ids=${await attestatoOf(caller)}` }),
      expected: generators(200),
      file: /^application\/zip$/,
    },
    'GET /api/document/templates/contract': {
      request: async () => ({ method: 'GET', url: `${template}?companyId=${company()}` }),
      expected: generators(200),
    },
    'PUT /api/document/templates/contract': {
      request: async () => ({ method: 'PUT', url: `${template}?companyId=${company()}`, ...templateUpload(templateDocx(['{azienda_nome} – {azienda_piva}', '{lavoratore_nome_completo}'])) }),
      expected: generators(200),
    },
    'DELETE /api/document/templates/contract': {
      request: async () => {
        await uploadTemplate();
        return { method: 'DELETE', url: `${template}?companyId=${company()}` };
      },
      expected: generators(200),
    },
    'GET /api/training': {
      request: async () => ({ method: 'GET', url: '/api/training' }),
      expected: generators(200),
    },
    'GET /api/training/my': {
      request: async () => ({ method: 'GET', url: '/api/training/my' }),
      expected: only({ admin: 200, moderator: 200, clientManagement: 200, worker: 200, accounting: 200 }),
    },
  };
};
