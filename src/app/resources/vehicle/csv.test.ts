import { describe, expect, it } from 'vitest';
import type { TVehicle } from '../../../shared/schemas/vehicle';
import { csvText } from '../../export/csv';
import { messages } from '../../i18n/locales/it';
import { messages as english } from '../../i18n/locales/en';
import { vehicleRows } from './csv';

/** A catalogue, failing on a key it lacks. */
const translatorOf = (catalogue: unknown) => (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return found;
};
const lines = (rows: unknown[][]) => csvText(rows).split('\r\n');
const companies = [{ id: 1, name: 'Vigilanza Roma S.r.l.' }, { id: 2, name: 'Servizi Fiduciari Milano' }];
const drivers = { 3: { id: 3, firstName: 'Giuseppe', lastName: 'Verdi' } };
const van = {
  id: 7, companyId: 2, plate: 'GA418BX', brand: 'Fiat', model: 'Ducato', type: 'VAN', fuel: 'DIESEL', registrationDate: '2021-05-04',
  insuranceExpiry: '2026-03-31', inspectionExpiry: null, taxExpiry: '2026-01-31', assignedUserId: 3, mileage: 120_500,
  notes: 'Gomme invernali; catene a bordo', createdAt: '2026-01-10T09:00:00Z', updatedAt: '2026-01-10T09:00:00Z',
} as TVehicle;

describe('the vehicles spreadsheet', () => {
  it('has Italian headers, type and fuel in Italian, company and driver by name, days as gg/mm/aaaa', () => {
    const [header, row] = lines(vehicleRows([van], companies, drivers, translatorOf(messages)));
    expect(header).toBe(
      'ID;Targa;Marca;Modello;Tipo;Alimentazione;Azienda;Assegnato a;Immatricolazione (gg/mm/aaaa);Assicurazione (gg/mm/aaaa);Revisione (gg/mm/aaaa);Bollo (gg/mm/aaaa);Chilometri;Note',
    );
    expect(row).toBe('7;GA418BX;Fiat;Ducato;Furgone;Gasolio;Servizi Fiduciari Milano;Verdi Giuseppe;04/05/2021;31/03/2026;;31/01/2026;120500;"Gomme invernali; catene a bordo"');
  });

  it('leaves the driver and fuel empty when there are none, and follows the reader’s language', () => {
    const [header, row] = lines(vehicleRows([{ ...van, assignedUserId: null, fuel: null, type: 'CAR', notes: null }], companies, {}, translatorOf(english)));
    expect(header.split(';').slice(0, 8)).toEqual(['ID', 'Plate', 'Make', 'Model', 'Type', 'Fuel', 'Company', 'Assigned to']);
    expect(row).toBe('7;GA418BX;Fiat;Ducato;Car;;Servizi Fiduciari Milano;;04/05/2021;31/03/2026;;31/01/2026;120500;');
  });
});
