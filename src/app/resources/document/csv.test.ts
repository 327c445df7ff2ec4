import { describe, expect, it } from 'vitest';
import type { TDocument } from '../../../shared/schemas/document';
import { csvText } from '../../export/csv';
import { messages } from '../../i18n/locales/it';
import { messages as english } from '../../i18n/locales/en';
import { documentRows } from './csv';

/** A catalogue, failing on a key it lacks. */
const translatorOf = (catalogue: unknown) => (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return found;
};
const lines = (rows: unknown[][]) => csvText(rows).split('\r\n');
const companies = [{ id: 1, name: 'Presidio Sicurezza S.r.l.' }];
const payslip: TDocument = {
  id: 12, ownerType: 'USER', ownerId: 3, ownerName: 'Verdi Giuseppe', companyId: 1, type: 'PAYSLIP', title: 'Busta paga marzo 2026',
  fileName: 'VRDGPP90C10F839E.pdf', mimeType: 'application/pdf', size: 48213, sha256: 'ab', issuedAt: '2026-03-31', expiresAt: null,
  visibleToOwner: true, acknowledgedAt: null, uploadedBy: 1, replacesId: null, replacedById: null, status: 'ACTIVE', review: 'NONE',
  createdAt: '2026-04-02T07:30:00.000Z', updatedAt: '2026-04-02T07:30:00.000Z',
};

describe('the documents spreadsheet', () => {
  it("has Italian headers, the owner by name, days as gg/mm/aaaa and 'Non ancora visto' for a worker's unopened payslip", () => {
    const [header, row] = lines(documentRows([payslip], companies, translatorOf(messages)));
    expect(header).toBe(
      'ID;Tipo;Titolo;Tipo di intestatario;Intestatario;Azienda;Rilasciato il (gg/mm/aaaa);Scadenza (gg/mm/aaaa);Visibile all’intestatario;'
        + 'Presa visione (gg/mm/aaaa hh:mm);Verifica;Stato;Nome del file;Dimensione (byte);Caricato il (gg/mm/aaaa hh:mm)',
    );
    expect(row).toBe('12;Busta paga;Busta paga marzo 2026;Persona;Verdi Giuseppe;Presidio Sicurezza S.r.l.;31/03/2026;;Sì;Non ancora visto;;In vigore;VRDGPP90C10F839E.pdf;48213;02/04/2026 09:30');
  });

  it('writes the acknowledgement in Rome time, and nothing to see for a vehicle’s document, in the reader’s language', () => {
    const seen = { ...payslip, acknowledgedAt: '2026-04-03T16:05:00.000Z' };
    const insurance = { ...payslip, ownerType: 'VEHICLE' as const, ownerName: 'GA418BX', type: 'VEHICLE_INSURANCE' as const, visibleToOwner: false, status: 'REPLACED' as const };
    const [, first, second] = lines(documentRows([seen, insurance], companies, translatorOf(english)));
    expect(first.split(';')[9]).toBe('03/04/2026 18:05');
    expect(second.split(';').slice(1, 5)).toEqual(['Vehicle insurance', 'Busta paga marzo 2026', 'Vehicle', 'GA418BX']);
    expect(second.split(';')[9]).toBe('');
    expect(second.split(';')[11]).toBe('Replaced');
  });
});
