/**
 * Accent- and case-insensitive search: "perche" finds "perché", "lunedi" finds "Lunedì", and a
 * typographic apostrophe matches a typed one.
 */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");

/** The words of a query, folded; an empty query has none. */
export const queryWords = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

/** A text matches when it holds every word of the query, in any order. */
export const matchesAll = (folded: string, words: readonly string[]): boolean => words.every((word) => folded.includes(word));

export interface TPiece {
  text: string;
  hit: boolean;
}

/**
 * The text cut into pieces, those where a word of the query occurs marked as hits. The text is
 * folded character by character, so each match maps back onto the characters as written.
 */
export const highlight = (text: string, words: readonly string[]): TPiece[] => {
  if (!words.length || !text) return [{ text, hit: false }];
  const chars = Array.from(text);
  let folded = '';
  const owner: number[] = [];
  chars.forEach((char, index) => {
    const piece = fold(char);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) owner.push(index);
  });
  const hit = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      for (let i = at; i < at + word.length; i += 1) hit[owner[i]] = true;
    }
  }
  return chars.reduce<TPiece[]>((pieces, char, index) => {
    const last = pieces[pieces.length - 1];
    if (last && last.hit === hit[index]) last.text += char;
    else pieces.push({ text: char, hit: hit[index] });
    return pieces;
  }, []);
};
