import { validationEn } from '../../../shared/i18n/validation';
import { appEn } from '../app/en';
import { raEn } from '../ra/en';

/** react-admin's own keys, the app's keys and the shared `validation.*` field errors. */
export const messages = { ...raEn, ...appEn, validation: validationEn };
