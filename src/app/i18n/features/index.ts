export type TTree = { [key: string]: TTree | string };

/**
 * Each feature keeps its messages in `features/<feature>/{it,es,en}.ts`, es and en declared
 * `satisfies TMessageTree<typeof <feature>It>`; they are deep-merged over the app catalogue (so a
 * feature may add `resources.<name>` beside the others). A feature is registered with one line in
 * each of `features/{it,es,en}.ts`: one list per language, so that each language's chunk carries
 * only its own messages and a phone downloads one language, not three.
 *
 * Words only the office's screens show (admin, moderator, client management, accounting) go in
 * `features/<feature>/office/{it,es,en}.ts` (or the whole feature, when it has no worker screen)
 * and are registered in `features/office/{it,es,en}.ts` instead: their own chunk, loaded for those
 * roles only, so the worker's first download stays small. The es and en lists are checked against
 * the Italian one: a feature missing from a language does not compile.
 */
export type TFeatureList<TName extends string = string> = Record<TName, TTree>;

export const deepMerge = (...trees: TTree[]): TTree =>
  trees.reduce<TTree>((merged, tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
    }
    return merged;
  }, {});

export const mergeFeatures = (features: TFeatureList): TTree => deepMerge(...Object.values(features));
