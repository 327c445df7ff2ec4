/** The shape of a catalogue with every leaf a string: other locales must match the Italian one. */
export type TMessageTree<T> = { [K in keyof T]: T[K] extends string ? string : TMessageTree<T[K]> };
