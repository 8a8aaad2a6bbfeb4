/** A search box's text is read as at most this many words; more adds nothing but work. */
export const MAX_SEARCH_WORDS = 8;

/**
 * A `like`/`ilike` pattern matching `text` anywhere: the wildcards a person
 * types (% and _) and the escape character are matched literally.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The words of a search, lower-cased, split at spaces and commas (every word must match). */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return text.toLowerCase().split(/[\s,]+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A PostgreSQL `to_tsquery` text for a search box's words: every word must
 * match (AND), each as the start of a word in the document (so a word being
 * typed finds its completions), or as one of its corrections (OR). Words are
 * runs of letters and digits only, so nothing typed is read as an operator.
 */
export function fullTextQuery(words: readonly string[], corrections: (word: string) => readonly string[] = () => []): string | null {
  const terms = words.slice(0, MAX_SEARCH_WORDS).map((word) => {
    const alternatives = corrections(word);
    const prefix = `'${word}':*`;
    return alternatives.length === 0 ? prefix : `(${[prefix, ...alternatives.map((alternative) => `'${alternative}'`)].join(' | ')})`;
  });
  return terms.length === 0 ? null : terms.join(' & ');
}
