import { formatDate } from '../../../../shared/dates';
import { DELIVERY_MODE_LABELS, type TDeliveryMode } from '../../../../shared/schemas/training';
import { formatHours } from './contract-letter';
import { field, heading, openA4, paragraph, signatures } from './pdf-page';

/** One participant's attestato as plain data: it crosses to the document worker. Dates 'yyyy-MM-dd'. */
export interface Attestato {
  company: { name: string; vat: string; registeredOffice: string | null };
  registerNumber: string;
  organiser: string;
  organiserRepresentative: string | null;
  trainee: { firstName: string | null; lastName: string | null; fiscalCode: string | null; birthDate: string | null; birthPlace: string | null; sex: string | null };
  course: { name: string; legalReference: string };
  hours: number;
  startDate: string;
  endDate: string;
  deliveryMode: TDeliveryMode;
  teacher: string;
  place: string;
  issuedAt: string;
  /** null when the course never expires. */
  validUntil: string | null;
}

const BLANK = '__________';

/**
 * The training certificate under the Accordo Stato-Regioni of 17/04/2025: organiser, trainee (name,
 * codice fiscale, birth), course with its legal reference and hours, delivery mode, the
 * representative's signature, date and place; with the register number and the validity. A4, real
 * text, the company heading every page. Runs in the document worker.
 */
export const attestatoPdf = (a: Attestato): Promise<Buffer> => {
  const { doc, finish } = openA4({ companyName: a.company.name, vat: a.company.vat, detail: a.company.registeredOffice }, { title: `Attestato ${a.registerNumber}` });
  const female = a.trainee.sex === 'F';
  const name = [a.trainee.firstName, a.trainee.lastName].filter(Boolean).join(' ') || BLANK;

  paragraph(doc, 'ATTESTATO DI FORMAZIONE', { size: 18, bold: true, align: 'center' });
  paragraph(doc, `Registro n. ${a.registerNumber}`, { size: 10, align: 'center' });
  doc.moveDown(0.8);
  field(doc, 'Soggetto formatore', a.organiser);

  heading(doc, 'Si attesta che');
  paragraph(doc, name, { size: 14, bold: true });
  field(doc, 'Codice fiscale', a.trainee.fiscalCode ?? BLANK);
  field(doc, female ? 'Nata a' : 'Nato a', `${a.trainee.birthPlace ?? BLANK} il ${a.trainee.birthDate ? formatDate(a.trainee.birthDate) : BLANK}`);

  heading(doc, 'ha frequentato con verifica dell’apprendimento il corso');
  paragraph(doc, a.course.name, { size: 13, bold: true });
  field(doc, 'Riferimento normativo', a.course.legalReference);
  field(doc, 'Durata', `${formatHours(a.hours)} ore`);
  field(doc, 'Svolto', a.startDate === a.endDate ? `il ${formatDate(a.startDate)}` : `dal ${formatDate(a.startDate)} al ${formatDate(a.endDate)}`);
  field(doc, 'Modalità di erogazione', DELIVERY_MODE_LABELS[a.deliveryMode]);
  field(doc, 'Docente', a.teacher);
  field(doc, 'Sede del corso', a.place);
  field(doc, 'Validità', a.validUntil ? `fino al ${formatDate(a.validUntil)}` : 'senza scadenza');

  doc.moveDown(1);
  field(doc, 'Luogo e data', `${a.place}, ${formatDate(a.issuedAt)}`);
  signatures(doc, [
    { caption: 'Il legale rappresentante del soggetto formatore', name: a.organiserRepresentative },
    { caption: 'Il docente', name: a.teacher },
  ]);
  return finish();
};
