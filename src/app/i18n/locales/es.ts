import type { TranslationMessages } from 'react-admin';
import { deepMerge, type TTree } from '../features';
import { messages as office } from './office/es';
import { messages as worker } from './worker/es';

/**
 * The whole catalogue of this language, the worker's words and the office's: what an office
 * user's app holds once both chunks are in. The app loads the two parts apart (i18n/messages.ts);
 * tests render with the whole.
 */
export const messages = deepMerge(worker as unknown as TTree, office) as unknown as TranslationMessages;
