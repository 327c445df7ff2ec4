import { validationEs } from '../../../shared/i18n/validation';
import { appEs } from '../app/es';
import { raEs } from '../ra/es';

/** react-admin's own keys, the app's keys and the shared `validation.*` field errors. */
export const messages = { ...raEs, ...appEs, validation: validationEs };
