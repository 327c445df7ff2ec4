import type { TranslationMessages } from 'react-admin';
import { validationEn } from '../../../../shared/i18n/validation';
import { appEn } from '../../app/en';
import { deepMerge, mergeFeatures, type TTree } from '../../features';
import { FEATURES_EN } from '../../features/en';
import { raEn } from '../../ra/en';

/**
 * The first chunk of this language, what every phone downloads: react-admin's own keys, the app's
 * keys, each feature's keys but the office's, and the shared `validation.*` field errors.
 */
export const messages = deepMerge(
  raEn as unknown as TTree,
  appEn as unknown as TTree,
  mergeFeatures(FEATURES_EN),
  { validation: validationEn },
) as unknown as TranslationMessages;

/** MUI's own words (Autocomplete's options, pagers' labels) in this language, loaded with it. */
export { enUS as muiLocalization } from '@mui/material/locale';
