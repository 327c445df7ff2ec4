import { validationIt } from '../../../shared/i18n/validation';
import { appIt } from '../app/it';
import { raIt } from '../ra/it';

/** react-admin's own keys, the app's keys and the shared `validation.*` field errors. */
export const messages = { ...raIt, ...appIt, validation: validationIt };
