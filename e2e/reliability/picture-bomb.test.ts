// Tiny pictures that declare huge or absurdly shaped sizes, sent at once by
// anonymous visitors: each is refused in a moment from its header, and the
// server keeps answering everyone else meanwhile.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, type RunningSite } from '../support/site';
import { pngDeclaring } from '../support/sample-image';

/** Each bomb must be answered within this; the health check must never take longer than a second. */
const ANSWER_MS = 5_000;
const HEALTH_MS = 1_000;

let site: RunningSite;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.stop();
});

async function uploadBomb(width: number, height: number, index: number): Promise<{ status: number; message: string; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngDeclaring(width, height))], { type: 'image/png' }), `bomb-${index}.png`);
  const started = performance.now();
  const response = await fetch(`${site.url}/api/upload?kind=image`, {
    method: 'POST',
    body: form,
    headers: { origin: site.url },
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message ?? '', ms: performance.now() - started };
}

describe('picture bombs', () => {
  it('four at once are each refused with a 4xx within seconds while /api/health keeps answering', async () => {
    let done = false;
    const health: number[] = [];
    const polling = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${site.url}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        assert.equal(response.status, 200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // The pool's process starts on first use (about a second): started first, as on a server that has taken a picture.
    const warm = new FormData();
    warm.append('file', new Blob([new Uint8Array(pngDeclaring(64, 48))], { type: 'image/png' }), 'warm.png');
    assert.equal((await fetch(`${site.url}/api/upload?kind=image`, { method: 'POST', body: warm, headers: { origin: site.url } })).status, 201);
    const sizes: [number, number][] = [[1_000_000, 1], [1, 1_000_000], [1_000_000, 1], [1, 1_000_000]];
    let answers: Awaited<ReturnType<typeof uploadBomb>>[];
    try {
      answers = await Promise.all(sizes.map(([width, height], index) => uploadBomb(width, height, index)));
      // A little more health checking after the bombs, to see the server is not busy behind the answers.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      done = true;
      await polling;
    }

    for (const answer of answers) {
      assert.ok(answer.status >= 400 && answer.status < 500, `refused with a 4xx: ${answer.status} ${answer.message}`);
      assert.match(answer.message, /too long and narrow/);
      assert.ok(answer.ms < ANSWER_MS, `answered in ${Math.round(answer.ms)} ms`);
    }
    assert.ok(health.length >= 10, `health answered ${health.length} times`);
    assert.ok(Math.max(...health) < HEALTH_MS, `slowest health check ${Math.round(Math.max(...health))} ms`);
  });
});
