import type { TTimeSlot } from '../../../shared/schemas/workforce';

/**
 * The demo's workforce: more guards for the Rome company (its night post needs armed GPGs), the
 * posts at the demo clients' sites with their weekly slots and orders, and who usually works where.
 * People are named by the first 15 characters of their codice fiscale (the seeder adds the check
 * character); Verdi's is whole.
 */

export const VERDI = 'VRDGPP90C10F839E';
/** The GPG whose decree lapsed: kept off the roster after it, refused at the armed night post. */
export const BARBIERI = 'BRBSMN84S05M082';
/** The fiduciaria with a published evening shift next week and an open 06:00 shift the morning after. */
export const ROMANO = 'RMNFNC93P63E472';
const NO_SHOW_GUARD = 'GTTFRC92P30H282';
const CAPUTO = 'CPTLSS97C58H501';
const LATE_GUARD = 'LMBMTT89T02D773';
const RICCI = 'RCCLSN88D12H501';
const MARINO = 'MRNDVD85S02D810';
/** Who may be today's missing guards (the first free ones): no clock-in, one past the no-show grace, one only late. */
export const MISSING_GUARDS = [NO_SHOW_GUARD, LATE_GUARD, 'RZZMTN94E49H501', CAPUTO, ROMANO, RICCI, 'CLMRRT86L21H501', 'FRRNDR90B14L182'];

/** Days after (negative: before) the seeding day on which Barbieri's decree expired. */
export const BARBIERI_DECREE_EXPIRY = -9;

const GUARD = 'CCNL Vigilanza privata – tempo indeterminato';
const FIDUCIARY = 'CCNL Servizi fiduciari – tempo indeterminato';

export interface RosterWorker {
  fiscalCode15: string;
  firstName: string;
  lastName: string;
  sex: 'M' | 'F';
  birthDate: string;
  birthPlace: string;
  phone: string;
  address: string;
  hireDate: string;
  jobTitle: string;
  contractType: string;
  qualification: 'GPG' | 'FIDUCIARIO';
  armed: boolean;
}

/** New staff of Presidio Sicurezza (company 0). */
export const ROSTER_WORKERS: RosterWorker[] = [
  { fiscalCode15: 'CLMRRT86L21H501', firstName: 'Roberto', lastName: 'Colombo', sex: 'M', birthDate: '1986-07-21', birthPlace: 'Roma', phone: '+39 339 204 7751', address: 'Via Tuscolana 702, 00174 Roma (RM)', hireDate: '2014-10-01', jobTitle: 'Guardia particolare giurata', contractType: GUARD, qualification: 'GPG', armed: true },
  { fiscalCode15: 'FRRNDR90B14L182', firstName: 'Andrea', lastName: 'Ferraro', sex: 'M', birthDate: '1990-02-14', birthPlace: 'Tivoli', phone: '+39 346 118 0932', address: 'Via Collatina 140, 00177 Roma (RM)', hireDate: '2018-05-14', jobTitle: 'Guardia particolare giurata', contractType: GUARD, qualification: 'GPG', armed: true },
  { fiscalCode15: BARBIERI, firstName: 'Simone', lastName: 'Barbieri', sex: 'M', birthDate: '1984-11-05', birthPlace: 'Viterbo', phone: '+39 329 771 5406', address: 'Via Cassia 1180, 00189 Roma (RM)', hireDate: '2012-02-01', jobTitle: 'Guardia particolare giurata', contractType: GUARD, qualification: 'GPG', armed: true },
  { fiscalCode15: LATE_GUARD, firstName: 'Matteo', lastName: 'Lombardi', sex: 'M', birthDate: '1989-12-02', birthPlace: 'Frascati', phone: '+39 348 660 2175', address: 'Via Anagnina 52, 00118 Roma (RM)', hireDate: '2020-09-01', jobTitle: 'Guardia particolare giurata', contractType: GUARD, qualification: 'GPG', armed: false },
  { fiscalCode15: 'RZZMTN94E49H501', firstName: 'Martina', lastName: 'Rizzo', sex: 'F', birthDate: '1994-05-09', birthPlace: 'Roma', phone: '+39 345 902 3318', address: 'Via Ostiense 210, 00154 Roma (RM)', hireDate: '2023-01-09', jobTitle: 'Addetta reception', contractType: FIDUCIARY, qualification: 'FIDUCIARIO', armed: false },
  { fiscalCode15: CAPUTO, firstName: 'Alessia', lastName: 'Caputo', sex: 'F', birthDate: '1997-03-18', birthPlace: 'Roma', phone: '+39 342 715 0864', address: 'Viale Marconi 305, 00146 Roma (RM)', hireDate: '2025-03-03', jobTitle: 'Addetta portierato', contractType: FIDUCIARY, qualification: 'FIDUCIARIO', armed: false },
  { fiscalCode15: NO_SHOW_GUARD, firstName: 'Federico', lastName: 'Gatti', sex: 'M', birthDate: '1992-09-30', birthPlace: 'Rieti', phone: '+39 331 480 6629', address: 'Via Salaria 480, 00199 Roma (RM)', hireDate: '2021-11-15', jobTitle: 'Addetto controllo accessi', contractType: FIDUCIARY, qualification: 'FIDUCIARIO', armed: false },
];

export interface DemoPost {
  site: string;
  name: string;
  serviceType: string;
  armed: boolean;
  requiredQualification: 'GPG' | 'FIDUCIARIO' | 'ANY';
  requiredCourses: string[];
  headcount: number;
  timeSlots: TTimeSlot[];
  orders: string | null;
  /** The orders were rewritten a few days ago: version 2, which not everyone has acknowledged. */
  ordersChangedDaysAgo?: number;
  /** Who usually works it (first 15 characters of the codice fiscale). */
  staff: string[];
  /** Next week's roster of the site is already published (the rest of next week is a draft). */
  publishedNextWeek?: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const VERDI15 = VERDI.slice(0, 15);

export const PORTINERIA = 'Portineria';
export const NIGHT_POST = 'Piantonamento notturno';
export const ACCESS_POST = 'Controllo accessi varco';

/** Planned in this order: the posts few people may work first. */
export const DEMO_POSTS: DemoPost[] = [
  {
    site: 'Polo logistico – varco nord', name: NIGHT_POST, serviceType: 'VIGILANZA_FISSA', armed: true, requiredQualification: 'GPG', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: EVERY_DAY, start: '22:00', end: '06:00' }],
    orders: [
      'Presidio armato della guardiola del varco nord dalle 22:00 alle 06:00.',
      'Controllare ogni mezzo in ingresso: targa, bolla di consegna e sigillo del container; annotare tutto nel registro notturno.',
      'Giro di controllo del perimetro alle 00:00, 02:00 e 04:00 con timbratura dei punti di controllo.',
      'Allarme o intrusione: avvisare subito la centrale operativa e le Forze dell’ordine (112), non lasciare la postazione.',
    ].join('\n'),
    staff: ['CLMRRT86L21H501', 'FRRNDR90B14L182', BARBIERI],
  },
  {
    site: 'Magazzino Settecamini', name: 'Ispezione', serviceType: 'VIGILANZA_ISPETTIVA', armed: false, requiredQualification: 'GPG', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: EVERY_DAY, start: '18:00', end: '00:00' }],
    orders: [
      'Tre passaggi ispettivi a sera: apertura dei cancelli, verifica di porte e finestre del magazzino, lettura dei sensori della cella frigorifera.',
      'Segnalare alla centrale operativa ogni anomalia con foto e ora.',
      'Le chiavi del magazzino restano nella cassetta di sicurezza dell’auto di servizio.',
    ].join('\n'),
    staff: [RICCI, MARINO, LATE_GUARD, BARBIERI, 'CLMRRT86L21H501', 'FRRNDR90B14L182'],
  },
  {
    site: 'Reception Via Nazionale', name: PORTINERIA, serviceType: 'PORTIERATO', armed: false, requiredQualification: 'ANY', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: WEEKDAYS, start: '07:00', end: '19:00' }],
    orders: [
      'Accogliere ospiti e fornitori al banco, registrare nome, documento e ora di ingresso nel registro visitatori.',
      'Consegnare i badge ospite solo su conferma telefonica dell’ufficio ricevente; ritirarli all’uscita.',
      'Le chiavi delle sale riunioni si consegnano solo al personale dell’hotel elencato nel foglio allegato.',
      'In caso di allarme antincendio: aprire le uscite di sicurezza, chiamare la centrale operativa (06 4567 8901) e accompagnare gli ospiti al punto di raccolta in Piazza della Repubblica.',
      'Dal lunedì al venerdì alle 18:30 verificare la chiusura del varco carrabile di Via Firenze.',
    ].join('\n'),
    ordersChangedDaysAgo: 3,
    staff: [VERDI15, 'RZZMTN94E49H501', ROMANO, CAPUTO],
    publishedNextWeek: true,
  },
  {
    site: 'Polo logistico – varco nord', name: ACCESS_POST, serviceType: 'SERVIZI_FIDUCIARI', armed: false, requiredQualification: 'ANY', requiredCourses: ['FIRE_SAFETY'], headcount: 1,
    timeSlots: [{ days: WEEKDAYS, start: '06:00', end: '14:00' }, { days: WEEKDAYS, start: '14:00', end: '22:00' }],
    orders: [
      'Controllo accessi di autisti e visitatori: documento, prenotazione dello scarico, consegna del pass giornaliero.',
      'Nessun visitatore entra nell’area di carico senza giubbotto ad alta visibilità.',
      'Registrare gli orari di arrivo e uscita dei corrieri nel foglio condiviso della logistica.',
    ].join('\n'),
    staff: [ROMANO, NO_SHOW_GUARD, LATE_GUARD, RICCI],
  },
  {
    site: 'Portineria Via Nomentana 251', name: 'Portierato diurno', serviceType: 'PORTIERATO', armed: false, requiredQualification: 'ANY', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: MON_SAT, start: '07:00', end: '13:00' }, { days: MON_SAT, start: '13:00', end: '19:00' }],
    orders: [
      'Ritiro e consegna della posta e dei pacchi ai condomini; i pacchi si registrano nel quaderno della portineria.',
      'Accesso di tecnici e fornitori solo se annunciati dall’amministratore.',
      'Il lunedì e il giovedì alle 8:00 esporre i bidoni della raccolta differenziata.',
    ].join('\n'),
    staff: ['RZZMTN94E49H501', CAPUTO, ROMANO, NO_SHOW_GUARD, VERDI15, MARINO, RICCI, LATE_GUARD],
  },
  {
    site: 'Guardiola Via Canova', name: 'Portierato', serviceType: 'PORTIERATO', armed: false, requiredQualification: 'ANY', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: WEEKDAYS, start: '07:00', end: '14:00' }, { days: WEEKDAYS, start: '14:00', end: '21:00' }],
    orders: 'Controllo accessi al cancello pedonale e carrabile.\nRitiro pacchi per i condomini assenti.\nGiro delle autorimesse alle 20:30.',
    staff: ['GLLSFN87B17F205', 'BRNPLA83E30A794', 'CNTCHR91L48F704'],
  },
  {
    site: 'Reception Torre B', name: 'Reception', serviceType: 'SERVIZI_FIDUCIARI', armed: false, requiredQualification: 'FIDUCIARIO', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: [1, 3, 5], start: '08:00', end: '14:00' }],
    orders: 'Accoglienza dei visitatori delle società della Torre B, badge giornalieri su prenotazione.\nLe consegne dei corrieri si ritirano solo al piano terra.',
    staff: ['CNTCHR91L48F704', 'BRNPLA83E30A794', 'GLLSFN87B17F205'],
  },
  {
    site: 'Varco Immacolatella', name: 'Controllo accessi varco', serviceType: 'SERVIZI_FIDUCIARI', armed: false, requiredQualification: 'FIDUCIARIO', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: MON_SAT, start: '06:00', end: '14:00' }],
    orders: 'Verifica dei pass portuali di autisti e visitatori.\nRegistro degli ingressi dei mezzi pesanti con targa e orario.',
    staff: ['DLCCRI89R14F839', 'GRCSVT80T03H703', 'RSSGLI95A66B963'],
  },
  {
    site: 'Portineria', name: 'Portineria condominiale', serviceType: 'PORTIERATO', armed: false, requiredQualification: 'ANY', requiredCourses: [], headcount: 1,
    timeSlots: [{ days: WEEKDAYS, start: '07:00', end: '13:00' }, { days: WEEKDAYS, start: '13:00', end: '19:00' }],
    orders: 'Custodia dell’androne e dell’ascensore, posta ai condomini.\nChiusura del portone alle 19:00.',
    staff: ['RSSGLI95A66B963', 'GRCSVT80T03H703', 'DLCCRI89R14F839'],
  },
];
