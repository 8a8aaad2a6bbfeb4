import Boom from '@hapi/boom';

/** What a lookup found, or a 404 with the text when it found nothing. */
export function foundOr404<T>(found: T | null | undefined, text: string): T {
  if (found === null || found === undefined) throw Boom.notFound(text);
  return found;
}
