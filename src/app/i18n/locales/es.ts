import type { TranslationMessages } from 'react-admin';
import { validationEs } from '../../../shared/i18n/validation';
import { appEs } from '../app/es';
import { deepMerge, featureMessages, type TTree } from '../features';
import { raEs } from '../ra/es';

/** react-admin's own keys, the app's keys, each feature's keys and the shared `validation.*` field errors. */
export const messages = deepMerge(
  raEs as unknown as TTree,
  appEs as unknown as TTree,
  featureMessages('es'),
  { validation: validationEs },
) as unknown as TranslationMessages;
