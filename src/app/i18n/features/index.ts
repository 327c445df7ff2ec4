import type { Locale } from '../../../shared/i18n/validation';
import { leaveMessages } from './leave';
import { peopleMessages } from './people';

export type TTree = { [key: string]: TTree | string };

/**
 * Each feature keeps its messages in its own file here, `{ it, es, en }` with es and en declared
 * `satisfies TMessageTree<typeof it>`; they are deep-merged over the app catalogue (so a feature
 * may add `resources.<name>` beside the others). Add one line per feature to FEATURES.
 */
export type TFeatureCatalogue = Record<Locale, TTree>;

export const FEATURES: Record<string, TFeatureCatalogue> = {
  leave: leaveMessages,
  people: peopleMessages,
};

export const deepMerge = (...trees: TTree[]): TTree =>
  trees.reduce<TTree>((merged, tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
    }
    return merged;
  }, {});

export const featureMessages = (locale: Locale): TTree =>
  deepMerge(...Object.values(FEATURES).map((feature) => feature[locale]));
