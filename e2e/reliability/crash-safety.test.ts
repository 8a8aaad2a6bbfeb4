// The embedded database keeps every committed row when the process is killed
// outright, and the server starts again on the same folder by itself.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { startSite, type RunningSite } from '../support/site';
import { samplePng } from '../support/sample-image';

const PNG = samplePng();

describe('crash safety on PGlite', () => {
  let site: RunningSite | undefined;
  after(async () => {
    await site?.stop();
    if (site) rmSync(site.dataDir, { recursive: true, force: true });
  });

  it('loses no committed upload when the process is killed with SIGKILL', async () => {
    const first = await startSite();
    site = first;
    const urls: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `plot-${index}.png`);
      const response = await fetch(`${first.url}/api/upload?kind=image`, { method: 'POST', body: form, headers: { origin: first.url } });
      assert.equal(response.status, 201);
      urls.push(((await response.json()) as { url: string }).url);
    }
    await first.kill();

    site = await startSite({}, { dataDir: first.dataDir });
    for (const url of urls) {
      const served: Response = await fetch(`${site.url}${url}`);
      assert.equal(served.status, 200, `${url} after the crash`);
      // Pictures are written anew at upload: the same picture, as a PNG.
      assert.ok(Buffer.from(await served.arrayBuffer()).subarray(0, 8).equals(PNG.subarray(0, 8)), 'the stored picture is a PNG');
    }
  });
});
