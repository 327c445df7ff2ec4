import type { TDeadlineKindCode } from '../../../shared/schemas/deadline';

/**
 * The words of deadline reminders and of the calendar feed, merged into the server catalogue under `notification.deadline.`
 * (notifications are translated when read, e-mails in the recipient's language). `own` phrases
 * open a sentence addressed to the person; vehicles' and manual ones name their subject or title.
 */
type Kinds = Record<TDeadlineKindCode, string>;

const expiredOf = (own: Kinds, suffix: string): Kinds =>
  Object.fromEntries(Object.entries(own).map(([code, phrase]) => [code, `${phrase} ${suffix}`])) as Kinds;

const ownIt: Kinds = {
  DECRETO_GPG: 'Il tuo decreto di nomina GPG',
  PORTO_ARMI: 'Il tuo porto d’armi',
  PERMESSO_SOGGIORNO: 'Il tuo permesso di soggiorno',
  ID_CARD: 'La tua carta d’identità',
  DRIVING_LICENCE: 'La tua patente',
  MEDICAL_FITNESS: 'La tua idoneità sanitaria',
  SHOOTING_PRACTICE: 'La tua esercitazione di tiro',
  TRAINING_WORKERS: 'Il tuo aggiornamento della formazione lavoratori',
  TRAINING_PREPOSTO: 'La tua formazione da preposto',
  TRAINING_DIRIGENTE: 'La tua formazione da dirigente',
  FIRST_AID: 'La tua formazione di primo soccorso',
  FIRE_SAFETY: 'La tua formazione antincendio',
  RLS: 'La tua formazione RLS',
  VEHICLE_INSURANCE: 'L’assicurazione RCA del veicolo %{subject}',
  VEHICLE_INSPECTION: 'La revisione del veicolo %{subject}',
  VEHICLE_TAX: 'Il bollo del veicolo %{subject}',
  OTHER: 'La scadenza «%{title}»',
};

// Italian agrees the participle with the noun: scaduto / scaduta.
const MASCULINE: TDeadlineKindCode[] = ['DECRETO_GPG', 'PORTO_ARMI', 'PERMESSO_SOGGIORNO', 'TRAINING_WORKERS', 'VEHICLE_TAX'];

export const deadlineIt = {
  kinds: {
    DECRETO_GPG: 'Decreto di nomina GPG',
    PORTO_ARMI: 'Porto d’armi',
    PERMESSO_SOGGIORNO: 'Permesso di soggiorno',
    ID_CARD: 'Carta d’identità',
    DRIVING_LICENCE: 'Patente di guida',
    MEDICAL_FITNESS: 'Idoneità sanitaria',
    SHOOTING_PRACTICE: 'Esercitazione di tiro',
    TRAINING_WORKERS: 'Aggiornamento formazione lavoratori',
    TRAINING_PREPOSTO: 'Formazione preposto',
    TRAINING_DIRIGENTE: 'Formazione dirigente',
    FIRST_AID: 'Primo soccorso',
    FIRE_SAFETY: 'Antincendio',
    RLS: 'Formazione RLS',
    VEHICLE_INSURANCE: 'Assicurazione RCA',
    VEHICLE_INSPECTION: 'Revisione',
    VEHICLE_TAX: 'Bollo',
    OTHER: 'Scadenza',
  } satisfies Kinds as Kinds,
  own: ownIt,
  ownExpired: Object.fromEntries(
    Object.entries(ownIt).map(([code, phrase]) => [code, `${phrase} è ${MASCULINE.includes(code as TDeadlineKindCode) ? 'scaduto' : 'scaduta'} il %{dueDate}`]),
  ) as Kinds,
  ownWhen: {
    inDays: '%{own} scade tra %{days} giorni',
    tomorrow: '%{own} scade domani',
    today: '%{own} scade oggi',
  },
  when: {
    inDays: 'Scade tra %{days} giorni, il %{dueDate}.',
    tomorrow: 'Scade domani, %{dueDate}.',
    today: 'Scade oggi, %{dueDate}.',
    expired: 'Scaduta il %{dueDate}.',
    expiredFiled: 'Scaduta il %{dueDate}, con il rinnovo presentato.',
  },
  mail: {
    digestSubject: 'Scadenze: %{parts}',
    soonOne: '1 in arrivo',
    soonMany: '%{n} in arrivo',
    expiredOne: '1 scaduta',
    expiredMany: '%{n} scadute',
    greeting: 'Buongiorno %{name},',
    digestIntro: 'queste scadenze richiedono attenzione:',
    blocking: 'blocca il lavoro',
    more: '… e altre %{n}.',
    openList: 'Elenco delle scadenze: %{link}',
    ownIntro: '%{headline}.',
    ownDue: 'Scadenza: %{dueDate}.',
    ownAction: 'Carica il rinnovo tra i tuoi documenti o avvisa l’ufficio: %{link}',
    footer: 'Messaggio automatico di Presidio: non rispondere a questo indirizzo.',
  },
  calendar: {
    name: 'Presidio – Scadenze',
    description: 'Stato: %{status}. %{link}',
    status: { OK: 'valida', DUE_SOON: 'in scadenza', EXPIRED: 'scaduta', RENEWAL_FILED: 'rinnovo presentato', DONE: 'superata' },
  },
};

type TDeadlineTexts = typeof deadlineIt;

const ownEs: Kinds = {
  DECRETO_GPG: 'Tu decreto de nombramiento GPG',
  PORTO_ARMI: 'Tu licencia de armas',
  PERMESSO_SOGGIORNO: 'Tu permiso de residencia',
  ID_CARD: 'Tu documento de identidad',
  DRIVING_LICENCE: 'Tu permiso de conducir',
  MEDICAL_FITNESS: 'Tu aptitud médica',
  SHOOTING_PRACTICE: 'Tu práctica de tiro',
  TRAINING_WORKERS: 'Tu actualización de la formación de trabajadores',
  TRAINING_PREPOSTO: 'Tu formación de encargado (preposto)',
  TRAINING_DIRIGENTE: 'Tu formación de directivo',
  FIRST_AID: 'Tu formación de primeros auxilios',
  FIRE_SAFETY: 'Tu formación de prevención de incendios',
  RLS: 'Tu formación RLS',
  VEHICLE_INSURANCE: 'El seguro RCA del vehículo %{subject}',
  VEHICLE_INSPECTION: 'La inspección técnica del vehículo %{subject}',
  VEHICLE_TAX: 'El impuesto de circulación del vehículo %{subject}',
  OTHER: 'El vencimiento «%{title}»',
};

export const deadlineEs: TDeadlineTexts = {
  kinds: {
    DECRETO_GPG: 'Decreto de nombramiento GPG',
    PORTO_ARMI: 'Licencia de armas',
    PERMESSO_SOGGIORNO: 'Permiso de residencia',
    ID_CARD: 'Documento de identidad',
    DRIVING_LICENCE: 'Permiso de conducir',
    MEDICAL_FITNESS: 'Aptitud médica',
    SHOOTING_PRACTICE: 'Práctica de tiro',
    TRAINING_WORKERS: 'Actualización de la formación de trabajadores',
    TRAINING_PREPOSTO: 'Formación de encargado (preposto)',
    TRAINING_DIRIGENTE: 'Formación de directivo',
    FIRST_AID: 'Primeros auxilios',
    FIRE_SAFETY: 'Prevención de incendios',
    RLS: 'Formación RLS',
    VEHICLE_INSURANCE: 'Seguro RCA',
    VEHICLE_INSPECTION: 'Inspección técnica (revisione)',
    VEHICLE_TAX: 'Impuesto de circulación (bollo)',
    OTHER: 'Vencimiento',
  },
  own: ownEs,
  ownExpired: expiredOf(ownEs, 'venció el %{dueDate}'),
  ownWhen: {
    inDays: '%{own} vence en %{days} días',
    tomorrow: '%{own} vence mañana',
    today: '%{own} vence hoy',
  },
  when: {
    inDays: 'Vence en %{days} días, el %{dueDate}.',
    tomorrow: 'Vence mañana, %{dueDate}.',
    today: 'Vence hoy, %{dueDate}.',
    expired: 'Venció el %{dueDate}.',
    expiredFiled: 'Venció el %{dueDate}, con la renovación presentada.',
  },
  mail: {
    digestSubject: 'Vencimientos: %{parts}',
    soonOne: '1 próximo',
    soonMany: '%{n} próximos',
    expiredOne: '1 vencido',
    expiredMany: '%{n} vencidos',
    greeting: 'Hola, %{name}:',
    digestIntro: 'estos vencimientos requieren atención:',
    blocking: 'bloquea el trabajo',
    more: '… y %{n} más.',
    openList: 'Lista de vencimientos: %{link}',
    ownIntro: '%{headline}.',
    ownDue: 'Vencimiento: %{dueDate}.',
    ownAction: 'Sube la renovación a tus documentos o avisa a la oficina: %{link}',
    footer: 'Mensaje automático de Presidio: no respondas a esta dirección.',
  },
  calendar: {
    name: 'Presidio – Vencimientos',
    description: 'Estado: %{status}. %{link}',
    status: { OK: 'vigente', DUE_SOON: 'por vencer', EXPIRED: 'vencido', RENEWAL_FILED: 'renovación presentada', DONE: 'sustituido' },
  },
};

const ownEn: Kinds = {
  DECRETO_GPG: 'Your GPG appointment decree',
  PORTO_ARMI: 'Your pistol licence',
  PERMESSO_SOGGIORNO: 'Your residence permit',
  ID_CARD: 'Your identity card',
  DRIVING_LICENCE: 'Your driving licence',
  MEDICAL_FITNESS: 'Your medical fitness',
  SHOOTING_PRACTICE: 'Your shooting practice',
  TRAINING_WORKERS: 'Your workers’ training refresher',
  TRAINING_PREPOSTO: 'Your supervisor (preposto) training',
  TRAINING_DIRIGENTE: 'Your manager training',
  FIRST_AID: 'Your first aid training',
  FIRE_SAFETY: 'Your fire safety training',
  RLS: 'Your RLS training',
  VEHICLE_INSURANCE: 'The RCA insurance of vehicle %{subject}',
  VEHICLE_INSPECTION: 'The inspection of vehicle %{subject}',
  VEHICLE_TAX: 'The vehicle tax of %{subject}',
  OTHER: 'The deadline “%{title}”',
};

export const deadlineEn: TDeadlineTexts = {
  kinds: {
    DECRETO_GPG: 'GPG appointment decree',
    PORTO_ARMI: 'Pistol licence',
    PERMESSO_SOGGIORNO: 'Residence permit',
    ID_CARD: 'Identity card',
    DRIVING_LICENCE: 'Driving licence',
    MEDICAL_FITNESS: 'Medical fitness',
    SHOOTING_PRACTICE: 'Shooting practice',
    TRAINING_WORKERS: 'Workers’ training refresher',
    TRAINING_PREPOSTO: 'Supervisor (preposto) training',
    TRAINING_DIRIGENTE: 'Manager training',
    FIRST_AID: 'First aid',
    FIRE_SAFETY: 'Fire safety',
    RLS: 'RLS training',
    VEHICLE_INSURANCE: 'RCA insurance',
    VEHICLE_INSPECTION: 'Vehicle inspection (revisione)',
    VEHICLE_TAX: 'Vehicle tax (bollo)',
    OTHER: 'Deadline',
  },
  own: ownEn,
  ownExpired: expiredOf(ownEn, 'expired on %{dueDate}'),
  ownWhen: {
    inDays: '%{own} expires in %{days} days',
    tomorrow: '%{own} expires tomorrow',
    today: '%{own} expires today',
  },
  when: {
    inDays: 'Due in %{days} days, on %{dueDate}.',
    tomorrow: 'Due tomorrow, %{dueDate}.',
    today: 'Due today, %{dueDate}.',
    expired: 'Expired on %{dueDate}.',
    expiredFiled: 'Expired on %{dueDate}, with the renewal filed.',
  },
  mail: {
    digestSubject: 'Deadlines: %{parts}',
    soonOne: '1 coming up',
    soonMany: '%{n} coming up',
    expiredOne: '1 expired',
    expiredMany: '%{n} expired',
    greeting: 'Hello %{name},',
    digestIntro: 'these deadlines need attention:',
    blocking: 'blocks work',
    more: '… and %{n} more.',
    openList: 'The list of deadlines: %{link}',
    ownIntro: '%{headline}.',
    ownDue: 'Due date: %{dueDate}.',
    ownAction: 'Upload the renewal to your documents or tell the office: %{link}',
    footer: 'An automatic message from Presidio: do not reply to this address.',
  },
  calendar: {
    name: 'Presidio – Deadlines',
    description: 'Status: %{status}. %{link}',
    status: { OK: 'valid', DUE_SOON: 'due soon', EXPIRED: 'expired', RENEWAL_FILED: 'renewal filed', DONE: 'superseded' },
  },
};
