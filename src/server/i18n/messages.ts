import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  validationEn,
  validationEs,
  validationIt,
} from '../../shared/i18n/validation';
import { attendanceMessages } from '../resources/attendance/messages';
import { attendanceMonthsMessages } from '../resources/attendance-months/messages';
import { clientMessages } from '../resources/client/messages';
import { clientSiteMessages } from '../resources/client-site/messages';
import { companyMessages } from '../resources/company/messages';
import { deadlineMessages } from '../resources/deadline/messages';
import { documentMessages } from '../resources/document/messages';
import { documentGenerateMessages } from '../resources/document/generate/messages';
import { notificationMessages } from '../resources/notification/messages';
import { permissionMessages } from '../resources/permission/messages';
import { placeMessages } from '../resources/place/messages';
import { trainingMessages } from '../resources/training/messages';
import { medicalFitnessMessages } from '../resources/medical-fitness/messages';
import { userMessages } from '../resources/user/messages';
import { vehicleMessages } from '../resources/vehicle/messages';
import { workforceMessages } from '../resources/workforce/messages';
import { invitationMessages } from '../resources/invitation/messages';
import { passwordResetMessages } from '../resources/password-reset/messages';
import { requestMessages } from '../resources/request/messages';

const it = {
  error: {
    validation: 'Dati non validi: controlla i campi evidenziati',
    badJson: 'Il corpo della richiesta non è JSON valido',
    tooLarge: 'Richiesta troppo grande',
    badRequest: 'Richiesta non valida',
    unsupportedMediaType: 'Tipo di contenuto non supportato: invia JSON',
    headersTooLarge: 'Intestazioni della richiesta troppo grandi',
    timeout: 'Richiesta non arrivata in tempo',
    unauthorized: 'Accesso richiesto',
    tokenInvalid: 'Sessione scaduta o non valida: accedi di nuovo',
    forbidden: 'Non hai i permessi per questa operazione',
    notFound: 'Risorsa non trovata',
    conflict: 'Operazione in conflitto con i dati esistenti',
    rateLimited: 'Troppi tentativi: riprova tra %{minutes} minuti',
    internal: 'Errore interno del server (codice %{requestId})',
  },
  auth: {
    invalidCredentials: 'Credenziali non corrette',
    signedOut: 'Disconnessione effettuata',
    userCreated: 'Utente creato',
    duplicateFiscalCode: 'Codice fiscale già registrato',
    duplicateEmail: 'Email già registrata',
    duplicateUsername: 'Nome utente già registrato',
    passwordChangeRequired: 'Devi cambiare la password temporanea prima di continuare',
    passwordChanged: 'Password cambiata: le altre sessioni sono terminate',
    profileUpdated: 'Profilo aggiornato',
  },
  validation: validationIt,
};

type TMessages = typeof it;

const es: TMessages = {
  error: {
    validation: 'Datos no válidos: revisa los campos marcados',
    badJson: 'El cuerpo de la solicitud no es JSON válido',
    tooLarge: 'Solicitud demasiado grande',
    badRequest: 'Solicitud no válida',
    unsupportedMediaType: 'Tipo de contenido no admitido: envía JSON',
    headersTooLarge: 'Cabeceras de la solicitud demasiado grandes',
    timeout: 'La solicitud no llegó a tiempo',
    unauthorized: 'Se requiere iniciar sesión',
    tokenInvalid: 'Sesión caducada o no válida: inicia sesión de nuevo',
    forbidden: 'No tienes permisos para esta operación',
    notFound: 'Recurso no encontrado',
    conflict: 'La operación entra en conflicto con los datos existentes',
    rateLimited: 'Demasiados intentos: vuelve a intentarlo en %{minutes} minutos',
    internal: 'Error interno del servidor (código %{requestId})',
  },
  auth: {
    invalidCredentials: 'Credenciales incorrectas',
    signedOut: 'Sesión cerrada',
    userCreated: 'Usuario creado',
    duplicateFiscalCode: 'Código fiscal ya registrado',
    duplicateEmail: 'Correo electrónico ya registrado',
    duplicateUsername: 'Nombre de usuario ya registrado',
    passwordChangeRequired: 'Debes cambiar la contraseña temporal antes de continuar',
    passwordChanged: 'Contraseña cambiada: las demás sesiones han terminado',
    profileUpdated: 'Perfil actualizado',
  },
  validation: validationEs,
};

const en: TMessages = {
  error: {
    validation: 'Invalid data: check the highlighted fields',
    badJson: 'The request body is not valid JSON',
    tooLarge: 'Request too large',
    badRequest: 'Bad request',
    unsupportedMediaType: 'Unsupported content type: send JSON',
    headersTooLarge: 'Request headers too large',
    timeout: 'The request did not arrive in time',
    unauthorized: 'Sign-in required',
    tokenInvalid: 'Session expired or invalid: sign in again',
    forbidden: 'You are not allowed to do this',
    notFound: 'Resource not found',
    conflict: 'The operation conflicts with existing data',
    rateLimited: 'Too many attempts: try again in %{minutes} minutes',
    internal: 'Internal server error (code %{requestId})',
  },
  auth: {
    invalidCredentials: 'Wrong credentials',
    signedOut: 'Signed out',
    userCreated: 'Created User',
    duplicateFiscalCode: 'Fiscal code already registered',
    duplicateEmail: 'Email already registered',
    duplicateUsername: 'Username already registered',
    passwordChangeRequired: 'Change your temporary password before going on',
    passwordChanged: 'Password changed: your other sessions have ended',
    profileUpdated: 'Profile updated',
  },
  validation: validationEn,
};

/** A resource's messages: strings, or groups of them (e.g. one per type). */
interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Each resource keeps its messages beside its code; they join the catalogue under its name. */
const RESOURCE_MESSAGES: Record<string, Record<Locale, MessageTree>> = {
  company: companyMessages,
  user: userMessages,
  client: clientMessages,
  'client-site': clientSiteMessages,
  place: placeMessages,
  vehicle: vehicleMessages,
  permission: permissionMessages,
  notification: notificationMessages,
  attendance: attendanceMessages,
  attendanceMonths: attendanceMonthsMessages,
  document: documentMessages,
  documentGenerate: documentGenerateMessages,
  training: trainingMessages,
  medicalFitness: medicalFitnessMessages,
  deadline: deadlineMessages,
  workforce: workforceMessages,
  request: requestMessages,
  invitation: invitationMessages,
  passwordReset: passwordResetMessages,
};

const withResources = (locale: Locale, base: TMessages) => ({
  ...base,
  ...Object.fromEntries(Object.entries(RESOURCE_MESSAGES).map(([name, bundle]) => [name, bundle[locale]])),
});

const CATALOGUES: Record<Locale, ReturnType<typeof withResources>> = {
  it: withResources('it', it),
  es: withResources('es', es),
  en: withResources('en', en),
};

/** The first supported language of an Accept-Language header, Italian otherwise. */
export const pickLocale = (header: string | undefined): Locale => {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.lang));
  return (match?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
};

const lookup = (messages: unknown, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    messages,
  );
  return typeof value === 'string' ? value : undefined;
};

export const translate = (locale: Locale, key: string, params: Record<string, string | number> = {}): string => {
  const template = lookup(CATALOGUES[locale], key) ?? lookup(CATALOGUES[DEFAULT_LOCALE], key) ?? key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
};

/** Whether the catalogue has a message under this key (the Italian one, which is complete). */
export const hasMessage = (key: string): boolean => typeof lookup(CATALOGUES[DEFAULT_LOCALE], key) === 'string';

export const catalogueKeys = (locale: Locale): string[] => {
  const walk = (node: unknown, prefix: string): string[] =>
    typeof node === 'string'
      ? [prefix]
      : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => walk(v, prefix ? `${prefix}.${k}` : k));
  return walk(CATALOGUES[locale], '');
};
