import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  DEFAULT_MONITORING, DEFAULT_OVERTIME, DEFAULT_SOCIAL_SECURITY, DEFAULT_TRAINING_RIGHT, SECTOR_CCNL, type TGenerationContext, ZContractRequest,
} from '../../../shared/schemas/document-generate';

/** An empty text is 'not given': a required one is then reported as required, not as malformed. */
const blanksAsNull = (values: FieldValues): FieldValues =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]));

/** Checks with a shared schema after blanks are made null. */
export const schemaResolver = (schema: Parameters<typeof zodResolver>[0]): Resolver<FieldValues> => {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues>;
  return (values, context, options) => resolve(blanksAsNull(values), context, options);
};

/** The server's own schema checks the form, so a letter the form accepts is one the server accepts. */
export const contractResolver = schemaResolver(ZContractRequest);

/** The sector's two qualifications and the level each usually starts at (DOMAIN.md, Documents). */
export const QUALIFICATIONS = {
  GPG: { qualification: 'Guardia particolare giurata', level: 'IV' },
  FIDUCIARIO: { qualification: 'Addetto ai servizi fiduciari', level: 'D' },
} as const;
export type TQualificationKind = keyof typeof QUALIFICATIONS;

type TContextPerson = TGenerationContext['people'][number];
/** A person of the generation context; the pure helpers need only the name, and read the rest when given. */
export type TPerson = Pick<TContextPerson, 'id' | 'firstName' | 'lastName'> & Partial<Omit<TContextPerson, 'id' | 'firstName' | 'lastName'>>;

/**
 * The letter's words where the office usually writes the same thing: Italian whatever the
 * screen's language, because the letter is written in Italian; every one stays editable.
 * Pay, probation and holidays are left to fill: they differ by person and CCNL level.
 */
export const CONTRACT_DEFAULTS = {
  userId: null as number | null,
  ccnl: SECTOR_CCNL,
  ccnlSignatories: '',
  level: '',
  qualification: '',
  jobTitle: '',
  placeOfWork: '',
  startDate: '',
  endDate: '',
  probationDays: null as number | null,
  weeklyHours: 40,
  hoursDistribution: 'Su turni avvicendati, distribuiti su sei giorni la settimana secondo la programmazione mensile',
  shifts: 'Turni comunicati con il calendario mensile pubblicato in Presidio; le variazioni sono comunicate con il preavviso previsto dal CCNL applicato',
  overtimeRules: DEFAULT_OVERTIME,
  monthlyPay: null as number | null,
  payElements: 'Minimo tabellare del livello, scatti di anzianità, indennità e maggiorazioni previste dal CCNL applicato, mensilità aggiuntive',
  payPeriod: 'Mensile',
  paymentMethod: 'Bonifico bancario',
  noticePeriod: 'Termini previsti dal CCNL applicato per il livello di inquadramento',
  paidLeaveDays: null as number | null,
  trainingRight: DEFAULT_TRAINING_RIGHT,
  socialSecurity: DEFAULT_SOCIAL_SECURITY,
  monitoringSystems: DEFAULT_MONITORING,
};
export type TContractFormValues = typeof CONTRACT_DEFAULTS;

const GPG_WORDS = /guardi|giurat|\bgpg\b|vigilanza/i;
const FIDUCIARY_WORDS = /fiduciar|portier|reception|accessi|custode/i;

/** A guard or a fiduciary, read from the job title first, then from the contract's description. */
export const qualificationKindOf = (person: Pick<TPerson, 'jobTitle' | 'contractType'>): TQualificationKind | undefined => {
  for (const text of [person.jobTitle, person.contractType]) {
    if (!text) continue;
    if (GPG_WORDS.test(text)) return 'GPG';
    if (FIDUCIARY_WORDS.test(text)) return 'FIDUCIARIO';
  }
  return undefined;
};

const isFixedTerm = (contractType: string | null | undefined) => !!contractType && /\bdeterminato\b/i.test(contractType) && !/indeterminato/i.test(contractType);

/**
 * What the person's record already says, to prefill: job title, hiring date, the end of a fixed
 * term, and the qualification and level their job suggests. Fields it does not know stay as typed.
 */
export const personPrefill = (person: TPerson): Partial<TContractFormValues> => {
  const prefill: Partial<TContractFormValues> = {};
  if (person.jobTitle) prefill.jobTitle = person.jobTitle;
  if (person.hireDate) prefill.startDate = person.hireDate;
  prefill.endDate = isFixedTerm(person.contractType) && person.endDate ? person.endDate : '';
  const kind = qualificationKindOf(person);
  if (kind) Object.assign(prefill, QUALIFICATIONS[kind]);
  return prefill;
};

/** The level usually paired with a qualification the office typed or picked. */
export const levelFor = (qualification: string): string | undefined =>
  Object.values(QUALIFICATIONS).find((q) => q.qualification.toLowerCase() === qualification.trim().toLowerCase())?.level;

export interface TPlaceLike {
  name: string;
  address: string | null;
}

/** Places of work to suggest: the company's own places, then its head office; each once, at most `limit`. */
export const placeSuggestions = (places: readonly TPlaceLike[], headOffice: string | null | undefined, limit = 6): string[] => {
  const texts = [...places.map((p) => (p.address ? `${p.name}, ${p.address}` : p.name)), ...(headOffice ? [headOffice] : [])];
  return [...new Set(texts.map((t) => t.trim()).filter(Boolean))].slice(0, limit);
};
