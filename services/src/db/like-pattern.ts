/**
 * A `like`/`ilike` pattern matching `text` anywhere: the wildcards a person
 * types (% and _) and the escape character are matched literally.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
