import { requestCoreMessages } from './requests/messages';
import { statementMessages } from './statement/messages';

/** The request room's messages (server side), merged into the catalogue under `request.`. */
export const requestMessages = {
  it: { ...requestCoreMessages.it, statement: statementMessages.it },
  es: { ...requestCoreMessages.es, statement: statementMessages.es },
  en: { ...requestCoreMessages.en, statement: statementMessages.en },
};
