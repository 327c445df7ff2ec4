import { describe, expect, it } from 'vitest';
import type { TClient } from '../../shared/schemas/client';
import type { TCompany } from '../../shared/schemas/company';
import type { TPermission } from '../../shared/schemas/permission';
import type { TUser } from '../../shared/schemas/user';
import { messages } from '../i18n/locales/it';
import { clientRows } from '../resources/client/csv';
import { companyRows } from '../resources/company/csv';
import { permissionRows } from '../resources/permission/csv';
import { userRows } from '../resources/user/csv';
import { csvText } from './csv';

/** The Italian catalogue, failing on a key it lacks (es and en have the same keys: catalogue.test.ts). */
const translate = (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return found;
};
const lines = (rows: unknown[][]) => csvText(rows).split('\r\n');
const companies = [{ id: 1, name: 'Vigilanza Roma S.r.l.' }, { id: 2, name: 'Servizi Fiduciari Milano' }];
const stamps = { createdAt: '2026-01-10T09:00:00Z', updatedAt: '2026-01-10T09:00:00Z' };

describe('spreadsheet exports', () => {
  it('people: Italian labels, roles, companies by name, days as gg/mm/aaaa, a phone kept as text', () => {
    const user = {
      id: 3, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g.verdi@example.it', firstName: 'Giuseppe', lastName: 'D’Amato',
      phone: '+39 333 1234567', jobTitle: 'Guardia giurata', contractType: 'CCNL Vigilanza; tempo pieno', hireDate: '2024-03-01', endDate: null,
      roles: ['ROLE_WORKER', 'ROLE_MODERATOR'], companyIds: [2, 1], active: true, ...stamps,
    } as unknown as TUser;
    const [header, row] = lines(userRows([user], companies, translate));
    expect(header).toBe('ID;Cognome;Nome;Codice fiscale;Nome utente;Email;Telefono;Mansione;Tipo di contratto;Data di assunzione (gg/mm/aaaa);Fine rapporto (gg/mm/aaaa);Ruoli;Aziende;Stato');
    expect(row).toBe(
      `3;D’Amato;Giuseppe;VRDGPP90C10F839E;;g.verdi@example.it;'+39 333 1234567;Guardia giurata;"CCNL Vigilanza; tempo pieno";01/03/2024;;${translate('roles.ROLE_WORKER')}, ${translate('roles.ROLE_MODERATOR')};Servizi Fiduciari Milano, Vigilanza Roma S.r.l.;Attivo`,
    );
  });

  it('companies: every registry field, the patron saint’s day as gg/mm and the state in Italian', () => {
    const company = {
      id: 1, name: 'Vigilanza Roma S.r.l.', vat: '01234567897', reaNumber: 'RM-123456', legalForm: 'S.r.l.', registeredOffice: 'Via del Corso 120, Roma',
      headOffice: null, phone: '06 1234567', email: 'info@example.it', pec: 'vr@pec.example.it', website: null, description: 'interna', ceoId: null, status: 'SUSPENDED', patronDay: '06-29', ...stamps,
    } as unknown as TCompany;
    const [header, row] = lines(companyRows([company], translate));
    expect(header).toBe('ID;Ragione sociale;Partita IVA;Numero REA;Forma giuridica;Sede legale;Sede operativa;Telefono;Email;PEC;Sito web;Santo patrono;Stato');
    expect(row).toBe(`1;Vigilanza Roma S.r.l.;01234567897;RM-123456;S.r.l.;Via del Corso 120, Roma;;06 1234567;info@example.it;vr@pec.example.it;;29/06;${translate('resources.company.status.SUSPENDED')}`);
    expect(lines(companyRows([{ ...company, patronDay: null }], translate))[1]).toBe(
      `1;Vigilanza Roma S.r.l.;01234567897;RM-123456;S.r.l.;Via del Corso 120, Roma;;06 1234567;info@example.it;vr@pec.example.it;;;${translate('resources.company.status.SUSPENDED')}`,
    );
  });

  it('clients: the serving company by name, the state in Italian', () => {
    const client = {
      id: 4, companyId: 1, name: 'Condominio Aurora', vat: null, fiscalCode: '80012345678', address: 'Via Nomentana 251, Roma', phone: null,
      email: null, pec: null, contactName: 'Sig. Bianchi', notes: 'interne', active: false, ...stamps,
    } as TClient;
    const [header, row] = lines(clientRows([client], companies, translate));
    expect(header).toBe('ID;Ragione sociale;Azienda del gruppo;Partita IVA;Codice fiscale;Indirizzo;Telefono;Email;PEC;Referente;Stato');
    expect(row).toBe('4;Condominio Aurora;Vigilanza Roma S.r.l.;;80012345678;Via Nomentana 251, Roma;;;;Sig. Bianchi;Non attivo');
  });

  it('leave requests: type, state and certificate in Italian, days and hours as payroll writes them', () => {
    const base = {
      userId: 3, userName: 'Verdi Giuseppe', companyId: 1, startTime: null, endTime: null, reason: null, decidedBy: null, decidedAt: null,
      decisionNote: null, protocolNumber: null, kind: null, availabilityAddress: null, parentId: null, createdBy: 3, ...stamps,
    };
    const rol = { ...base, id: 8, type: 'ROL', startDate: '2026-11-20', endDate: '2026-11-20', startTime: '14:00', endTime: '17:30', hours: 3.5, status: 'APPROVED', decidedAt: '2026-11-18T16:05:00Z', decisionNote: 'ok' } as TPermission;
    const sick = { ...base, id: 9, type: 'MALATTIA', startDate: '2026-11-21', endDate: null, hours: null, status: 'APPROVED', kind: 'FIRST', protocolNumber: '123456789' } as TPermission;
    const [header, first, second] = lines(permissionRows([rol, sick], translate));
    expect(header).toBe('N.;Dipendente;Tipo;Dal (gg/mm/aaaa);Al (gg/mm/aaaa);Dalle (hh:mm);Alle (hh:mm);Ore (ore decimali);Stato;Motivo;Decisa il (gg/mm/aaaa hh:mm);Nota della decisione;Certificato;Protocollo del certificato INPS;Richiesta il (gg/mm/aaaa hh:mm)');
    expect(first).toBe('8;Verdi Giuseppe;ROL;20/11/2026;20/11/2026;14:00;17:30;3,5;Approvata;;18/11/2026 17:05;ok;;;10/01/2026 10:00');
    expect(second).toBe('9;Verdi Giuseppe;Malattia;21/11/2026;;;;;Approvata;;;;Primo certificato;123456789;10/01/2026 10:00');
  });
});
