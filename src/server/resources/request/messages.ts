import { requestCoreMessages } from './requests/messages';
import { statementMessages } from './statement/messages';

/** The request room's messages (server side), merged into the catalogue under `request.`. */
export const requestMessages = {
  it: { ...requestCoreMessages.it, clientInactive: 'Il tuo cliente non è più attivo: rivolgiti all’azienda che ti serve', statement: statementMessages.it },
  es: { ...requestCoreMessages.es, clientInactive: 'Tu cliente ya no está activo: contacta con la empresa que te presta servicio', statement: statementMessages.es },
  en: { ...requestCoreMessages.en, clientInactive: 'Your client account is no longer active: contact the company serving you', statement: statementMessages.en },
};
