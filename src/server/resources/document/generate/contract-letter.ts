import { formatDate } from '../../../../shared/dates';
import type { TContractPlaceholder, TContractRequest } from '../../../../shared/schemas/document-generate';

/** The employer as the letter names it (from the company table). */
export interface LetterCompany {
  name: string;
  vat: string;
  legalForm: string | null;
  registeredOffice: string | null;
  headOffice: string | null;
  reaNumber: string | null;
  pec: string | null;
  /** The legal representative's name (the company's CEO), when known. */
  representative: string | null;
}

export interface LetterPerson {
  firstName: string | null;
  lastName: string | null;
  fiscalCode: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  address: string | null;
  sex: string | null;
}

export interface LetterSection {
  heading: string;
  /** Each entry a paragraph; a [label, value] pair prints as 'label: value'. */
  lines: Array<string | [string, string]>;
}

/** The employment letter as plain data: it crosses to the document worker, which prints it. */
export interface ContractLetter {
  company: LetterCompany;
  title: string;
  subtitle: string;
  date: string;
  sections: LetterSection[];
  closing: string[];
  signatures: Array<{ caption: string; name: string | null }>;
}

/** What the letter prints for a value nobody recorded: a blank to fill by hand. */
const BLANK = '__________';
const orBlank = (value: string | null | undefined) => (value && value.trim() ? value : BLANK);

const number = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
/** Money as Italian letters write it: '€ 1.650,00'. */
export const formatEuro = (amount: number) => `€ ${number.format(amount)}`;
/** Hours with a decimal comma and no useless zeros: 40, 37,5. */
export const formatHours = (hours: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(hours);

const fullName = (person: LetterPerson) => [person.firstName, person.lastName].filter(Boolean).join(' ') || BLANK;
const worker = (person: LetterPerson) => (person.sex === 'F' ? { noun: 'La lavoratrice', born: 'nata' } : { noun: 'Il lavoratore', born: 'nato' });
const kindOf = (request: TContractRequest) => (request.endDate ? 'tempo determinato' : 'tempo indeterminato');

/**
 * The section headings of the letter, one per item of the Decreto Trasparenza (D.Lgs. 152/1997
 * art. 1 as changed by D.Lgs. 104/2022), in the order the letter prints them.
 */
export const CONTRACT_SECTIONS = [
  '1. Le parti',
  '2. Luogo di lavoro',
  '3. Inquadramento, qualifica e mansioni',
  '4. Data di inizio e durata del rapporto',
  '5. Periodo di prova',
  '6. Diritto alla formazione',
  '7. Ferie e congedi retribuiti',
  '8. Termini di preavviso',
  '9. Retribuzione',
  '10. Orario di lavoro, straordinario e turni',
  '11. Contratto collettivo applicato',
  '12. Enti previdenziali e assicurativi',
  '13. Sistemi decisionali o di monitoraggio automatizzati',
] as const;

/** The letter's words for a person at a company, from the request the office filled; `today` is 'yyyy-MM-dd'. */
export const contractLetter = (company: LetterCompany, person: LetterPerson, request: TContractRequest, today: string): ContractLetter => {
  const who = worker(person);
  const [parties, place, role, term, probation, training, leave, notice, pay, hours, ccnl, bodies, monitoring] = CONTRACT_SECTIONS;
  const birth = `${who.born} a ${orBlank(person.birthPlace)} il ${person.birthDate ? formatDate(person.birthDate) : BLANK}`;
  return {
    company,
    title: 'Lettera di assunzione',
    subtitle:
      'Contratto individuale di lavoro subordinato e informazioni sul rapporto di lavoro ai sensi del D.Lgs. 26 maggio 1997, n. 152, come modificato dal D.Lgs. 27 giugno 2022, n. 104 (Decreto Trasparenza)',
    date: formatDate(today),
    sections: [
      {
        heading: parties,
        lines: [
          ['Datore di lavoro', [company.name, company.legalForm && !company.name.includes(company.legalForm) ? company.legalForm : null].filter(Boolean).join(' ')],
          ['Partita IVA', company.vat],
          ['Sede legale', orBlank(company.registeredOffice)],
          ...(company.headOffice && company.headOffice !== company.registeredOffice ? [['Sede operativa', company.headOffice] as [string, string]] : []),
          ...(company.reaNumber ? [['Numero REA', company.reaNumber] as [string, string]] : []),
          ...(company.pec ? [['PEC', company.pec] as [string, string]] : []),
          ['Legale rappresentante', orBlank(company.representative)],
          [who.noun, `${fullName(person)}, ${birth}`],
          ['Codice fiscale', orBlank(person.fiscalCode)],
          ['Residenza', orBlank(person.address)],
        ],
      },
      { heading: place, lines: [['Luogo di lavoro principale', request.placeOfWork]] },
      {
        heading: role,
        lines: [
          ['Qualifica', request.qualification],
          ['Livello', `${request.level} del ${request.ccnl}`],
          ['Mansioni', request.jobTitle],
        ],
      },
      {
        heading: term,
        lines: [
          ['Data di inizio', formatDate(request.startDate)],
          ['Tipo di contratto', request.endDate ? `a tempo determinato fino al ${formatDate(request.endDate)}` : 'a tempo indeterminato'],
        ],
      },
      {
        heading: probation,
        lines: [request.probationDays ? `${request.probationDays} giorni di calendario, secondo quanto previsto dal CCNL applicato.` : 'Nessun periodo di prova.'],
      },
      { heading: training, lines: [request.trainingRight] },
      {
        heading: leave,
        lines: [`${request.paidLeaveDays} giorni lavorativi di ferie retribuite all’anno, oltre ai permessi e ai congedi retribuiti previsti dalla legge e dal CCNL applicato.`],
      },
      { heading: notice, lines: [request.noticePeriod] },
      {
        heading: pay,
        lines: [
          ['Retribuzione lorda mensile iniziale', formatEuro(request.monthlyPay)],
          ...(request.payElements ? [['Elementi della retribuzione', request.payElements] as [string, string]] : []),
          ['Periodo di pagamento', request.payPeriod],
          ['Modalità di pagamento', request.paymentMethod],
        ],
      },
      {
        heading: hours,
        lines: [
          ['Orario normale', `${formatHours(request.weeklyHours)} ore settimanali`],
          ['Distribuzione dell’orario', request.hoursDistribution],
          ['Turni e cambi di turno', request.shifts],
          ['Lavoro straordinario', request.overtimeRules],
        ],
      },
      { heading: ccnl, lines: [['Contratto applicato', request.ccnl], ['Parti firmatarie', request.ccnlSignatories ?? BLANK]] },
      { heading: bodies, lines: [request.socialSecurity] },
      { heading: monitoring, lines: [request.monitoringSystems, 'Informazioni rese ai sensi dell’art. 1-bis del D.Lgs. 152/1997.'] },
    ],
    closing: [
      'Per quanto non previsto dalla presente lettera si applicano le disposizioni di legge e del contratto collettivo indicato.',
      `${who.noun} dichiara di ricevere copia della presente lettera, che vale come informativa ai sensi del D.Lgs. 152/1997.`,
    ],
    signatures: [
      { caption: `Il datore di lavoro (${company.name})`, name: company.representative },
      { caption: `${who.noun}, per ricevuta e accettazione`, name: fullName(person) === BLANK ? null : fullName(person) },
    ],
  };
};

/** The value of every placeholder a company's DOCX template may name: text, '' when unknown. */
export const contractPlaceholderValues = (letter: ContractLetter, person: LetterPerson, request: TContractRequest): Record<TContractPlaceholder, string> => {
  const { company } = letter;
  return {
    azienda_nome: company.name,
    azienda_piva: company.vat,
    azienda_forma_giuridica: company.legalForm ?? '',
    azienda_sede_legale: company.registeredOffice ?? '',
    azienda_sede_operativa: company.headOffice ?? '',
    azienda_rea: company.reaNumber ?? '',
    azienda_pec: company.pec ?? '',
    azienda_legale_rappresentante: company.representative ?? '',
    lavoratore_nome: person.firstName ?? '',
    lavoratore_cognome: person.lastName ?? '',
    lavoratore_nome_completo: [person.firstName, person.lastName].filter(Boolean).join(' '),
    lavoratore_codice_fiscale: person.fiscalCode ?? '',
    lavoratore_data_nascita: person.birthDate ? formatDate(person.birthDate) : '',
    lavoratore_luogo_nascita: person.birthPlace ?? '',
    lavoratore_indirizzo: person.address ?? '',
    ccnl: request.ccnl,
    ccnl_firmatari: request.ccnlSignatories ?? '',
    livello: request.level,
    qualifica: request.qualification,
    mansioni: request.jobTitle,
    luogo_lavoro: request.placeOfWork,
    tipo_contratto: kindOf(request),
    data_inizio: formatDate(request.startDate),
    data_fine: request.endDate ? formatDate(request.endDate) : '',
    periodo_prova_giorni: String(request.probationDays),
    ore_settimanali: formatHours(request.weeklyHours),
    distribuzione_orario: request.hoursDistribution,
    retribuzione_mensile: formatEuro(request.monthlyPay),
    elementi_retribuzione: request.payElements ?? '',
    periodicita_retribuzione: request.payPeriod,
    modalita_pagamento: request.paymentMethod,
    turni: request.shifts,
    straordinario: request.overtimeRules,
    preavviso: request.noticePeriod,
    ferie_giorni: String(request.paidLeaveDays),
    formazione: request.trainingRight,
    enti_previdenziali: request.socialSecurity,
    sistemi_monitoraggio: request.monitoringSystems,
    data_documento: letter.date,
  };
};
