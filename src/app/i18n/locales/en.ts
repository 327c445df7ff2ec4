import type { TranslationMessages } from 'react-admin';
import { validationEn } from '../../../shared/i18n/validation';
import { appEn } from '../app/en';
import { deepMerge, featureMessages, type TTree } from '../features';
import { raEn } from '../ra/en';

/** react-admin's own keys, the app's keys, each feature's keys and the shared `validation.*` field errors. */
export const messages = deepMerge(
  raEn as unknown as TTree,
  appEn as unknown as TTree,
  featureMessages('en'),
  { validation: validationEn },
) as unknown as TranslationMessages;
