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
