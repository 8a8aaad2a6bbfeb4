import type { ServerInjectResponse } from '@hapi/hapi';

/** Requests a burst fires at once: far past any limit, as a script would. */
export const BURST_SIZE = 150;

export interface BurstOutcome {
  /** Replies other than 429: the requests the limit let through to the work. */
  through: ServerInjectResponse[];
  refused: ServerInjectResponse[];
}

/**
 * Fires `size` requests at once (`send(index)`) and expects exactly `limit`
 * through, each with `throughStatus`, and the rest refused with 429 and a
 * Retry-After: a limit that checks before it counts lets a burst through.
 */
export async function expectBurstHeld(
  limit: number,
  send: (index: number) => Promise<ServerInjectResponse>,
  { throughStatus, size = BURST_SIZE }: { throughStatus: number; size?: number },
): Promise<BurstOutcome> {
  const responses = await Promise.all(Array.from({ length: size }, (_, index) => send(index)));
  const through = responses.filter((response) => response.statusCode !== 429);
  const refused = responses.filter((response) => response.statusCode === 429);
  expect({ through: through.length, refused: refused.length }).toEqual({ through: limit, refused: size - limit });
  expect(through.map((response) => response.statusCode)).toEqual(through.map(() => throughStatus));
  expect(refused.filter((response) => !(Number(response.headers['retry-after']) > 0))).toEqual([]);
  return { through, refused };
}
