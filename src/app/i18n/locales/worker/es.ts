import type { TranslationMessages } from 'react-admin';
import { validationEs } from '../../../../shared/i18n/validation';
import { appEs } from '../../app/es';
import { deepMerge, mergeFeatures, type TTree } from '../../features';
import { FEATURES_ES } from '../../features/es';
import { raEs } from '../../ra/es';

/**
 * The first chunk of this language, what every phone downloads: react-admin's own keys, the app's
 * keys, each feature's keys but the office's, and the shared `validation.*` field errors.
 */
export const messages = deepMerge(
  raEs as unknown as TTree,
  appEs as unknown as TTree,
  mergeFeatures(FEATURES_ES),
  { validation: validationEs },
) as unknown as TranslationMessages;

/** MUI's own words (Autocomplete's options, pagers' labels) in this language, loaded with it. */
export { esES as muiLocalization } from '@mui/material/locale';
