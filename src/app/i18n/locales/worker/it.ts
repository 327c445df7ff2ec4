import type { TranslationMessages } from 'react-admin';
import { validationIt } from '../../../../shared/i18n/validation';
import { appIt } from '../../app/it';
import { deepMerge, mergeFeatures, type TTree } from '../../features';
import { FEATURES_IT } from '../../features/it';
import { raIt } from '../../ra/it';

/**
 * The first chunk of this language, what every phone downloads: react-admin's own keys, the app's
 * keys, each feature's keys but the office's, and the shared `validation.*` field errors.
 */
export const messages = deepMerge(
  raIt as unknown as TTree,
  appIt as unknown as TTree,
  mergeFeatures(FEATURES_IT),
  { validation: validationIt },
) as unknown as TranslationMessages;

/** MUI's own words (Autocomplete's options, pagers' labels) in this language, loaded with it. */
export { itIT as muiLocalization } from '@mui/material/locale';
