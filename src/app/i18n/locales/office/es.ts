import { mergeFeatures } from '../../features';
import { OFFICE_FEATURES_ES } from '../../features/office/es';

/** The office's words in this language: a chunk of their own, merged over the first one for office roles. */
export const messages = mergeFeatures(OFFICE_FEATURES_ES);
