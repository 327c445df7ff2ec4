import type { Role } from '../../../shared/roles';

export const DEMO_PASSWORD = 'Presidio.2026';

export const DEMO_COMPANIES = [
  {
    name: 'Presidio Sicurezza S.r.l.',
    vat: '01114601006',
    reaNumber: 'RM-1234567',
    legalForm: 'S.r.l.',
    registeredOffice: 'Via del Corso 120, 00186 Roma (RM)',
    headOffice: 'Via Tiburtina 650, 00159 Roma (RM)',
    phone: '+39 06 4567 8901',
    email: 'info@presidiosicurezza.it',
    pec: 'presidiosicurezza@pec.it',
    website: 'https://www.presidiosicurezza.it',
    description: 'Vigilanza privata e servizi fiduciari per aziende e condomini del Lazio.',
    status: 'ACTIVE',
    // Santi Pietro e Paolo, patrons of Rome.
    patronDay: '06-29',
  },
  {
    name: 'Presidio Servizi Fiduciari S.r.l.',
    vat: '00743110157',
    reaNumber: 'MI-2345678',
    legalForm: 'S.r.l.',
    registeredOffice: 'Corso Buenos Aires 45, 20124 Milano (MI)',
    headOffice: 'Corso Buenos Aires 45, 20124 Milano (MI)',
    phone: '+39 02 8765 4321',
    email: 'milano@presidioservizi.it',
    pec: 'presidioservizi@pec.it',
    website: 'https://www.presidioservizi.it',
    description: 'Portierato, reception e servizi fiduciari in Lombardia.',
    status: 'ACTIVE',
    // Sant'Ambrogio, patron of Milan.
    patronDay: '12-07',
  },
  {
    name: 'Presidio Portierato Sud S.r.l.s.',
    vat: '12345678903',
    reaNumber: 'NA-3456789',
    legalForm: 'S.r.l.s.',
    registeredOffice: 'Via Toledo 200, 80134 Napoli (NA)',
    headOffice: 'Via Toledo 200, 80134 Napoli (NA)',
    phone: '+39 081 234 5678',
    email: 'napoli@presidioportierato.it',
    pec: 'presidioportierato@pec.it',
    website: 'https://www.presidioportierato.it',
    description: 'Portierato e controllo accessi in Campania.',
    status: 'ACTIVE',
    // San Gennaro, patron of Naples.
    patronDay: '09-19',
  },
];

interface DemoUser {
  fiscalCode: string | null;
  username: string | null;
  email: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  jobTitle: string | null;
  roles: Role[];
  /** Indexes into DEMO_COMPANIES. */
  companies: number[];
}

export const DEMO_USERS: DemoUser[] = [
  { fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'mario.rossi@presidiosicurezza.it', firstName: 'Mario', lastName: 'Rossi', birthDate: '1980-01-01', jobTitle: 'Amministratore', roles: ['ROLE_ADMIN'], companies: [] },
  { fiscalCode: 'BNCLRA85M55F205Q', username: null, email: 'laura.bianchi@presidiosicurezza.it', firstName: 'Laura', lastName: 'Bianchi', birthDate: '1985-08-15', jobTitle: 'Responsabile operativa', roles: ['ROLE_MODERATOR'], companies: [0, 1] },
  { fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'giuseppe.verdi@presidiosicurezza.it', firstName: 'Giuseppe', lastName: 'Verdi', birthDate: '1990-03-10', jobTitle: 'Guardia giurata', roles: ['ROLE_WORKER'], companies: [0] },
  { fiscalCode: 'SPSNNA92T45L219I', username: null, email: 'anna.esposito@presidiosicurezza.it', firstName: 'Anna', lastName: 'Esposito', birthDate: '1992-12-05', jobTitle: 'Gestione clienti', roles: ['ROLE_CLIENTMANAGEMENT'], companies: [0] },
  { fiscalCode: 'FRRLCU78H20A944X', username: null, email: 'luca.ferrari@presidiosicurezza.it', firstName: 'Luca', lastName: 'Ferrari', birthDate: '1978-06-20', jobTitle: 'Ufficio paghe', roles: ['ROLE_ACCOUNTING'], companies: [0] },
  { fiscalCode: null, username: 'cliente.demo', email: 'portineria@condominioaurora.it', firstName: 'Condominio', lastName: 'Aurora', birthDate: null, jobTitle: null, roles: ['ROLE_CLIENT'], companies: [0] },
];
