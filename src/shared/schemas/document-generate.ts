import { optionalDate, refId } from './fields';
import { isRealDate } from '../dates';
import { isoDate, requiredText, textChars, z } from './zod';

/** The sector's contract (DOMAIN.md, Documents); other CCNLs exist, and each letter stores its own. */
export const SECTOR_CCNL = 'CCNL Vigilanza Privata e Servizi Fiduciari';
/** Who signed the sector's 2023–2026 renewal (agreements of 30/05/2023 and 16/02/2024). */
export const SECTOR_CCNL_SIGNATORIES =
  'ANIVP, ASSIV, UNIV, Legacoop Produzione e Servizi, Confcooperative Lavoro e Servizi, AGCI Servizi; Filcams CGIL, Fisascat CISL, UILTuCS';
export const DEFAULT_SOCIAL_SECURITY =
  'INPS per la previdenza e l’assistenza; INAIL per l’assicurazione contro gli infortuni sul lavoro e le malattie professionali';
/** Presidio reads the position at clock-in and clock-out (never in between): the letter must say so. */
export const DEFAULT_MONITORING =
  'Rilevazione della posizione GPS al solo momento della timbratura di entrata e di uscita con l’app Presidio, per verificare la presenza presso la sede di servizio; nessun tracciamento continuo. Le coordinate sono cancellate dopo il periodo di conservazione stabilito dall’azienda.';
export const DEFAULT_TRAINING_RIGHT =
  'Il lavoratore ha diritto alla formazione sulla salute e sicurezza prevista dall’art. 37 del D.Lgs. 81/2008 e dall’Accordo Stato-Regioni del 17/04/2025, e a quella prevista dal CCNL applicato, a carico del datore di lavoro e in orario di lavoro.';
export const DEFAULT_OVERTIME = 'Il lavoro straordinario è ammesso nei limiti e con le maggiorazioni previsti dal CCNL applicato.';

/** The longest probation the law allows (D.Lgs. 104/2022 art. 7): six months. */
export const MAX_PROBATION_DAYS = 180;
/** The most hours a week may hold, overtime included (48 h). */
export const MAX_WEEKLY_HOURS = 48;
const TEXT = 400;

/** The letter's paragraphs (`multiLine`) keep their line breaks; its other fields are one line. */
const text = (max = TEXT, multiLine = false) => requiredText(max, { multiLine });
/** A text with a default the letter uses when the field is left out or blank. */
const textOr = (fallback: string, max = TEXT, multiLine = false) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(textChars(max, { multiLine }), 'validation.invalid')
    .nullish()
    .transform((value) => value || fallback);
const optional = (max = TEXT, multiLine = false) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(textChars(max, { multiLine }), 'validation.invalid')
    .nullish()
    .transform((value) => value || null);

/**
 * POST api/document/generate/contract: the employment letter's data, every item the Decreto
 * Trasparenza (D.Lgs. 152/1997 as changed by D.Lgs. 104/2022) asks the employer to put in writing.
 */
export const ZContractRequest = z
  .object({
    userId: refId(),
    ccnl: textOr(SECTOR_CCNL, 200),
    /** Who signed the CCNL; the sector's signatories when the CCNL is the sector's. */
    ccnlSignatories: optional(),
    level: text(30),
    qualification: text(100),
    jobTitle: text(),
    /** The main place of work when it varies. */
    placeOfWork: text(),
    startDate: isoDate(),
    /** A fixed-term contract's end; none for an open-ended one. */
    endDate: optionalDate(),
    /** Calendar days; 0 for none. */
    probationDays: z.number().int().min(0).max(MAX_PROBATION_DAYS, 'validation.probationMax'),
    weeklyHours: z.number().positive().max(MAX_WEEKLY_HOURS, 'validation.weeklyHoursMax'),
    hoursDistribution: text(TEXT, true),
    /** Gross monthly pay at the start, in euro. */
    monthlyPay: z.number().positive().max(1_000_000).multipleOf(0.01),
    payElements: optional(TEXT, true),
    payPeriod: text(),
    paymentMethod: text(),
    /** Shifts and how their changes are announced. */
    shifts: text(TEXT, true),
    overtimeRules: textOr(DEFAULT_OVERTIME, TEXT, true),
    noticePeriod: text(TEXT, true),
    /** Working days of paid holidays a year. */
    paidLeaveDays: z.number().int().min(0).max(60),
    trainingRight: textOr(DEFAULT_TRAINING_RIGHT, TEXT, true),
    socialSecurity: textOr(DEFAULT_SOCIAL_SECURITY, TEXT, true),
    monitoringSystems: textOr(DEFAULT_MONITORING, TEXT, true),
  })
  .transform((value) => ({ ...value, ccnlSignatories: value.ccnlSignatories ?? (value.ccnl === SECTOR_CCNL ? SECTOR_CCNL_SIGNATORIES : null) }))
  .superRefine((value, ctx) => {
    if (value.endDate && isRealDate(value.startDate) && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
    // The letter must name who signed the CCNL it applies; only the sector's is known here.
    if (!value.ccnlSignatories) ctx.addIssue({ code: 'custom', path: ['ccnlSignatories'], message: 'validation.required' });
  });
export type TContractRequest = z.output<typeof ZContractRequest>;

/**
 * The placeholders Presidio fills in a company's DOCX template ('{azienda_nome}'), with what each
 * holds. A template naming any other is refused: no letter goes out half filled.
 */
export const CONTRACT_PLACEHOLDERS = {
  azienda_nome: 'Ragione sociale dell’azienda',
  azienda_piva: 'Partita IVA dell’azienda',
  azienda_forma_giuridica: 'Forma giuridica',
  azienda_sede_legale: 'Sede legale',
  azienda_sede_operativa: 'Sede operativa',
  azienda_rea: 'Numero REA',
  azienda_pec: 'PEC dell’azienda',
  azienda_legale_rappresentante: 'Legale rappresentante',
  lavoratore_nome: 'Nome del lavoratore',
  lavoratore_cognome: 'Cognome del lavoratore',
  lavoratore_nome_completo: 'Nome e cognome del lavoratore',
  lavoratore_codice_fiscale: 'Codice fiscale del lavoratore',
  lavoratore_data_nascita: 'Data di nascita (gg/mm/aaaa)',
  lavoratore_luogo_nascita: 'Luogo di nascita',
  lavoratore_indirizzo: 'Indirizzo di residenza',
  ccnl: 'Contratto collettivo applicato',
  ccnl_firmatari: 'Parti firmatarie del CCNL',
  livello: 'Livello di inquadramento',
  qualifica: 'Qualifica',
  mansioni: 'Mansioni',
  luogo_lavoro: 'Luogo di lavoro (principale)',
  tipo_contratto: 'Tempo indeterminato o determinato',
  data_inizio: 'Data di inizio (gg/mm/aaaa)',
  data_fine: 'Data di fine per il tempo determinato (vuota altrimenti)',
  periodo_prova_giorni: 'Giorni di calendario di prova',
  ore_settimanali: 'Ore settimanali normali',
  distribuzione_orario: 'Distribuzione dell’orario',
  retribuzione_mensile: 'Retribuzione lorda mensile iniziale (es. € 1.650,00)',
  elementi_retribuzione: 'Elementi della retribuzione',
  periodicita_retribuzione: 'Periodo di pagamento',
  modalita_pagamento: 'Modalità di pagamento',
  turni: 'Turni e cambi di turno',
  straordinario: 'Lavoro straordinario',
  preavviso: 'Termini di preavviso',
  ferie_giorni: 'Giorni di ferie retribuite all’anno',
  formazione: 'Diritto alla formazione',
  enti_previdenziali: 'Enti previdenziali e assicurativi',
  sistemi_monitoraggio: 'Sistemi di monitoraggio automatizzati',
  data_documento: 'Data della lettera (gg/mm/aaaa)',
} as const;
export type TContractPlaceholder = keyof typeof CONTRACT_PLACEHOLDERS;
export const CONTRACT_PLACEHOLDER_NAMES = Object.keys(CONTRACT_PLACEHOLDERS) as TContractPlaceholder[];

/** GET/PUT api/document/templates/contract: a company's template, and what Presidio can fill. */
export const ZContractTemplate = z.object({
  companyId: z.number(),
  template: z
    .object({
      fileName: z.string(),
      size: z.number(),
      sha256: z.string(),
      /** The placeholders the template names. */
      placeholders: z.array(z.string()),
      uploadedBy: z.number().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Every placeholder Presidio provides, with what it holds. */
  provided: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

/**
 * GET api/document/generate/context?companyId=: what the letter's and the attestato's forms need
 * of one company, for every generator (client management reads no users, companies or places
 * otherwise). Only what the documents print: no email, phone, address or roles leak through it.
 */
export const ZGenerationContext = z.object({
  company: z.object({
    id: z.number(),
    name: z.string(),
    vat: z.string(),
    registeredOffice: z.string().nullable(),
    headOffice: z.string().nullable(),
    /** The CEO's name, who signs attestati; null when the company records none. */
    legalRepresentative: z.string().nullable(),
  }),
  places: z.array(z.object({ id: z.number(), name: z.string(), address: z.string().nullable() })),
  /** Active staff whose employment has not ended, by surname; never a client's login. */
  people: z.array(
    z.object({
      id: z.number(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      fiscalCode: z.string().nullable(),
      jobTitle: z.string().nullable(),
      contractType: z.string().nullable(),
      hireDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ),
});
export type TGenerationContext = z.infer<typeof ZGenerationContext>;
