/**
 * Demo clients, sites, places, workers and vehicles. Companies are indexes into DEMO_COMPANIES;
 * identifiers hold their first digits or characters only, and the seeder adds the check character.
 */

interface DemoSite {
  name: string;
  address: string;
  lat: number;
  lng: number;
  radiusMeters: number;
}

interface DemoClient {
  company: number;
  name: string;
  /** The first 10 digits of the partita IVA; null for a condominium, which has only a codice fiscale. */
  vat10: string | null;
  /** The first 10 digits of an organisation's 11-digit codice fiscale, when it has no partita IVA. */
  fiscalCode10: string | null;
  address: string;
  phone: string;
  email: string;
  pec: string | null;
  contactName: string;
  notes: string | null;
  sites: DemoSite[];
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    company: 0,
    name: 'Condominio Aurora',
    vat10: null,
    fiscalCode10: '9714582058',
    address: 'Via Nomentana 251, 00161 Roma (RM)',
    phone: '+39 06 4423 1187',
    email: 'portineria@condominioaurora.it',
    pec: null,
    contactName: 'Studio Amministrazioni Ferri',
    notes: 'Portierato diurno dal lunedì al sabato, 7:00–19:00.',
    sites: [{ name: 'Portineria Via Nomentana 251', address: 'Via Nomentana 251, 00161 Roma (RM)', lat: 41.918, lng: 12.5151, radiusMeters: 80 }],
  },
  {
    company: 0,
    name: 'Palazzo Esedra Hotels S.r.l.',
    vat10: '0932718100',
    fiscalCode10: null,
    address: 'Via Nazionale 7, 00184 Roma (RM)',
    phone: '+39 06 4890 2211',
    email: 'direzione@palazzoesedra.it',
    pec: 'palazzoesedra@pec.it',
    contactName: 'Dott.ssa Elena Marchetti',
    notes: 'Servizio fiduciario alla reception, turni h24.',
    sites: [{ name: 'Reception Via Nazionale', address: 'Via Nazionale 7, 00184 Roma (RM)', lat: 41.9028, lng: 12.4964, radiusMeters: 150 }],
  },
  {
    company: 0,
    name: 'Logistica Tiburtina S.p.A.',
    vat10: '1045673100',
    fiscalCode10: null,
    address: 'Via Tiburtina 1020, 00156 Roma (RM)',
    phone: '+39 06 4120 7730',
    email: 'sicurezza@logisticatiburtina.it',
    pec: 'logisticatiburtina@pec.it',
    contactName: 'Ing. Roberto Sala',
    notes: null,
    sites: [
      { name: 'Polo logistico – varco nord', address: 'Via Tiburtina 1020, 00156 Roma (RM)', lat: 41.9337, lng: 12.6035, radiusMeters: 300 },
      { name: 'Magazzino Settecamini', address: 'Via Affile 102, 00131 Roma (RM)', lat: 41.9412, lng: 12.6178, radiusMeters: 250 },
    ],
  },
  {
    company: 1,
    name: 'Condominio Residenza Parco Sempione',
    vat10: null,
    fiscalCode10: '9705431015',
    address: 'Via Canova 19, 20154 Milano (MI)',
    phone: '+39 02 3310 5520',
    email: 'amministrazione@residenzasempione.it',
    pec: null,
    contactName: 'Rag. Marco Villa',
    notes: 'Portierato e controllo accessi.',
    sites: [{ name: 'Guardiola Via Canova', address: 'Via Canova 19, 20154 Milano (MI)', lat: 45.4762, lng: 9.1711, radiusMeters: 100 }],
  },
  {
    company: 1,
    name: 'Fiera Eventi Lombardia S.r.l.',
    vat10: '0876543015',
    fiscalCode10: null,
    address: 'Strada Statale del Sempione 28, 20017 Rho (MI)',
    phone: '+39 02 4997 1000',
    email: 'eventi@fieraeventilombardia.it',
    pec: 'fieraeventi@pec.it',
    contactName: 'Sig.ra Paola Fontana',
    notes: 'Servizi a chiamata durante le manifestazioni.',
    sites: [{ name: 'Ingresso Porta Est', address: 'Strada Statale del Sempione 28, 20017 Rho (MI)', lat: 45.5206, lng: 9.0847, radiusMeters: 500 }],
  },
  {
    company: 1,
    name: 'Uffici Porta Nuova S.p.A.',
    vat10: '1122334015',
    fiscalCode10: null,
    address: 'Piazza Gae Aulenti 4, 20154 Milano (MI)',
    phone: '+39 02 6570 3300',
    email: 'facility@ufficiportanuova.it',
    pec: 'portanuova@pec.it',
    contactName: 'Arch. Luca Benedetti',
    notes: null,
    sites: [{ name: 'Reception Torre B', address: 'Piazza Gae Aulenti 4, 20154 Milano (MI)', lat: 45.4838, lng: 9.1903, radiusMeters: 150 }],
  },
  {
    company: 2,
    name: 'Porto Logistica Campania S.r.l.',
    vat10: '0765432063',
    fiscalCode10: null,
    address: 'Via Marina 33, 80133 Napoli (NA)',
    phone: '+39 081 552 0940',
    email: 'operativo@portologisticacampania.it',
    pec: 'portologistica@pec.it',
    contactName: 'Dott. Gennaro Amato',
    notes: 'Vigilanza varchi portuali, turni notturni.',
    sites: [{ name: 'Varco Immacolatella', address: 'Via Marina 33, 80133 Napoli (NA)', lat: 40.8401, lng: 14.2652, radiusMeters: 400 }],
  },
  {
    company: 2,
    name: 'Condominio Parco Margherita',
    vat10: null,
    fiscalCode10: '9512876063',
    address: 'Via Parco Margherita 12, 80121 Napoli (NA)',
    phone: '+39 081 414 2290',
    email: 'condominio@parcomargherita.it',
    pec: null,
    contactName: 'Avv. Sofia Caruso',
    notes: null,
    sites: [{ name: 'Portineria', address: 'Via Parco Margherita 12, 80121 Napoli (NA)', lat: 40.8341, lng: 14.2335, radiusMeters: 80 }],
  },
];

/** Company sites ('sedi'): the head offices of the demo companies and one operations room. */
export const DEMO_PLACES = [
  { company: 0, name: 'Sede legale', address: 'Via del Corso 120, 00186 Roma (RM)', lat: 41.9009, lng: 12.4797, radiusMeters: 100 },
  { company: 0, name: 'Centrale operativa', address: 'Via Tiburtina 650, 00159 Roma (RM)', lat: 41.9107, lng: 12.5448, radiusMeters: 150 },
  { company: 1, name: 'Sede di Milano', address: 'Corso Buenos Aires 45, 20124 Milano (MI)', lat: 45.4813, lng: 9.2101, radiusMeters: 120 },
  { company: 2, name: 'Sede di Napoli', address: 'Via Toledo 200, 80134 Napoli (NA)', lat: 40.8436, lng: 14.2487, radiusMeters: 120 },
];

interface DemoWorker {
  company: number;
  /** The first 15 characters of the codice fiscale, computed from name, birth date, sex and town. */
  fiscalCode15: string;
  firstName: string;
  lastName: string;
  sex: 'M' | 'F';
  birthDate: string;
  birthPlace: string;
  email: string;
  phone: string;
  address: string;
  hireDate: string;
  jobTitle: string;
  contractType: string;
}

const GUARD = 'CCNL Vigilanza privata – tempo indeterminato';
const FIDUCIARY = 'CCNL Servizi fiduciari – tempo indeterminato';
const FIXED_TERM = 'CCNL Servizi fiduciari – tempo determinato';

export const DEMO_WORKERS: DemoWorker[] = [
  { company: 0, fiscalCode15: 'RCCLSN88D12H501', firstName: 'Alessandro', lastName: 'Ricci', sex: 'M', birthDate: '1988-04-12', birthPlace: 'Roma', email: 'alessandro.ricci@presidiosicurezza.it', phone: '+39 333 418 2276', address: 'Via Casilina 410, 00176 Roma (RM)', hireDate: '2019-03-01', jobTitle: 'Guardia particolare giurata', contractType: GUARD },
  { company: 0, fiscalCode15: 'RMNFNC93P63E472', firstName: 'Francesca', lastName: 'Romano', sex: 'F', birthDate: '1993-09-23', birthPlace: 'Latina', email: 'francesca.romano@presidiosicurezza.it', phone: '+39 347 220 9184', address: 'Via Prenestina 155, 00176 Roma (RM)', hireDate: '2022-06-15', jobTitle: 'Addetta servizi fiduciari', contractType: FIDUCIARY },
  { company: 0, fiscalCode15: 'MRNDVD85S02D810', firstName: 'Davide', lastName: 'Marino', sex: 'M', birthDate: '1985-11-02', birthPlace: 'Frosinone', email: 'davide.marino@presidiosicurezza.it', phone: '+39 320 775 1043', address: 'Via Appia Nuova 820, 00178 Roma (RM)', hireDate: '2016-09-12', jobTitle: 'Capo turno', contractType: GUARD },
  { company: 1, fiscalCode15: 'GLLSFN87B17F205', firstName: 'Stefano', lastName: 'Galli', sex: 'M', birthDate: '1987-02-17', birthPlace: 'Milano', email: 'stefano.galli@presidioservizi.it', phone: '+39 335 610 4428', address: 'Viale Monza 98, 20127 Milano (MI)', hireDate: '2018-01-08', jobTitle: 'Portiere', contractType: FIDUCIARY },
  { company: 1, fiscalCode15: 'CNTCHR91L48F704', firstName: 'Chiara', lastName: 'Conti', sex: 'F', birthDate: '1991-07-08', birthPlace: 'Monza', email: 'chiara.conti@presidioservizi.it', phone: '+39 349 882 3310', address: 'Via Padova 220, 20132 Milano (MI)', hireDate: '2021-04-19', jobTitle: 'Addetta reception', contractType: FIDUCIARY },
  { company: 1, fiscalCode15: 'BRNPLA83E30A794', firstName: 'Paolo', lastName: 'Bruno', sex: 'M', birthDate: '1983-05-30', birthPlace: 'Bergamo', email: 'paolo.bruno@presidioservizi.it', phone: '+39 338 145 9902', address: 'Via Novara 75, 20153 Milano (MI)', hireDate: '2024-02-01', jobTitle: 'Addetto controllo accessi', contractType: FIXED_TERM },
  { company: 2, fiscalCode15: 'DLCCRI89R14F839', firstName: 'Ciro', lastName: 'De Luca', sex: 'M', birthDate: '1989-10-14', birthPlace: 'Napoli', email: 'ciro.deluca@presidioportierato.it', phone: '+39 331 907 6612', address: 'Corso Vittorio Emanuele 410, 80135 Napoli (NA)', hireDate: '2017-05-22', jobTitle: 'Portiere', contractType: FIDUCIARY },
  { company: 2, fiscalCode15: 'RSSGLI95A66B963', firstName: 'Giulia', lastName: 'Russo', sex: 'F', birthDate: '1995-01-26', birthPlace: 'Caserta', email: 'giulia.russo@presidioportierato.it', phone: '+39 340 558 2019', address: 'Via Foria 88, 80137 Napoli (NA)', hireDate: '2023-10-02', jobTitle: 'Addetta reception', contractType: FIXED_TERM },
  { company: 2, fiscalCode15: 'GRCSVT80T03H703', firstName: 'Salvatore', lastName: 'Greco', sex: 'M', birthDate: '1980-12-03', birthPlace: 'Salerno', email: 'salvatore.greco@presidioportierato.it', phone: '+39 328 664 0187', address: 'Via Caracciolo 14, 80122 Napoli (NA)', hireDate: '2015-07-01', jobTitle: 'Addetto controllo accessi', contractType: FIDUCIARY },
];

/**
 * Vehicles; expiries are days from the seeding date, so that some always fall within 30 days and
 * one is past due. `driver` is the fiscal code of the assigned user (demo worker or first 15 characters).
 */
export const DEMO_VEHICLES = [
  { company: 0, plate: 'GA418BX', brand: 'Fiat', model: 'Panda 1.0 Hybrid', type: 'CAR', fuel: 'HYBRID', registeredDaysAgo: 900, insurance: 12, inspection: 400, tax: 95, driver: 'VRDGPP90C10F839E', mileage: 48210 },
  { company: 0, plate: 'FZ237KL', brand: 'Fiat', model: 'Doblò Cargo', type: 'VAN', fuel: 'DIESEL', registeredDaysAgo: 2100, insurance: 140, inspection: -5, tax: 60, driver: 'MRNDVD85S02D810', mileage: 162340 },
  { company: 0, plate: 'GF902TR', brand: 'Dacia', model: 'Duster 4x4', type: 'CAR', fuel: 'LPG', registeredDaysAgo: 500, insurance: -8, inspection: 600, tax: 25, driver: null, mileage: 22870 },
  { company: 1, plate: 'GB556MN', brand: 'Renault', model: 'Clio', type: 'CAR', fuel: 'PETROL', registeredDaysAgo: 1300, insurance: 75, inspection: 20, tax: 180, driver: 'GLLSFN87B17F205', mileage: 71400 },
  { company: 1, plate: 'EX75218', brand: 'Piaggio', model: 'Beverly 300', type: 'MOTORCYCLE', fuel: 'PETROL', registeredDaysAgo: 1700, insurance: 28, inspection: 300, tax: 120, driver: null, mileage: 30120 },
  { company: 2, plate: 'FP384DS', brand: 'Fiat', model: 'Ducato', type: 'VAN', fuel: 'DIESEL', registeredDaysAgo: 2600, insurance: 45, inspection: 150, tax: -20, driver: 'GRCSVT80T03H703', mileage: 205600 },
  { company: 2, plate: 'GD119PA', brand: 'Volkswagen', model: 'Polo', type: 'CAR', fuel: 'PETROL', registeredDaysAgo: 700, insurance: 330, inspection: 380, tax: 240, driver: null, mileage: 35980 },
] as const;
