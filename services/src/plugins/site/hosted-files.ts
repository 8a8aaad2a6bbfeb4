import fs from 'node:fs/promises';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import type { HostedFile } from '../releases/live-releases';
import { fetchFrom, sha256 } from '../releases/remote-fetch';
import { REMOTE_MANIFEST_TTL_MS } from './remote-manifests';

/** The manifest and the Node build: what the server reads or runs of a release hosted elsewhere. */
const serverSide = (file: string) => file === 'mf-manifest.json' || (file.startsWith('ssr/') && !file.endsWith('.map'));

/** Files of a hosted release's Node build fetched at once. */
const DOWNLOADS_AT_ONCE = 4;

/**
 * The server's copy of each live release hosted on another origin: its
 * manifest and Node build downloaded once into DATA_DIR/hosted-releases, each
 * file checked against the sha256 recorded when it was published, so nothing
 * altered on that origin afterwards is ever run here. A file that does not
 * match is refused and logged (remote, release, URL, both hashes); the
 * remote's pages are then rendered in the browser, as for a remote that is
 * down, and the download is tried again a few seconds later.
 */
export class HostedFiles {
  private readonly copies = new Map<string, { ready: Promise<string>; failedAt?: number }>();

  constructor(private readonly server: Server) {}

  /** A file of the release as the federation runtime reads it: its text, and the folder of the checked copy. */
  async read(hosted: HostedFile): Promise<{ text: string; directory: string }> {
    if (!serverSide(hosted.file) || !hosted.release.files[hosted.file]) throw new Error(`${hosted.remote} ${hosted.version}: the server does not load ${hosted.file}.`);
    const dir = await this.copyOf(hosted);
    const file = path.join(dir, hosted.file);
    return { text: await fs.readFile(file, 'utf8'), directory: path.dirname(file) };
  }

  private copyOf(hosted: HostedFile): Promise<string> {
    const key = `${hosted.remote}@${hosted.version}`;
    const known = this.copies.get(key);
    if (known && (known.failedAt === undefined || Date.now() - known.failedAt < REMOTE_MANIFEST_TTL_MS)) return known.ready;
    const entry: { ready: Promise<string>; failedAt?: number } = { ready: this.download(hosted) };
    entry.ready.catch(() => {
      entry.failedAt = Date.now();
    });
    this.copies.set(key, entry);
    return entry.ready;
  }

  private async download({ remote, version, release }: HostedFile): Promise<string> {
    // Named by its files too: a database made again may reuse a version name for another build.
    const dir = path.join(this.server.app.config.dataDir, 'hosted-releases', remote, `${version}-${sha256(JSON.stringify(release.files)).slice(0, 12)}`);
    if (await fs.stat(path.join(dir, 'mf-manifest.json')).then(() => true, () => false)) {
      // A copy altered on this disk is dropped and fetched again, as checked as the first.
      const checked = await this.checkedCopy(dir, remote, version, release.files).catch(() => null);
      if (checked) return checked;
      await fs.rm(dir, { recursive: true, force: true });
    }
    const staging = `${dir}.partial-${process.pid}-${Date.now()}`;
    const files = Object.keys(release.files).filter(serverSide);
    const timeoutMs = this.server.app.config.serverRender.remoteFetchTimeoutMs;
    try {
      for (let start = 0; start < files.length; start += DOWNLOADS_AT_ONCE) {
        await Promise.all(
          files.slice(start, start + DOWNLOADS_AT_ONCE).map(async (file) => {
            const url = new URL(file, release.url).href;
            const fetched = await fetchFrom(url, timeoutMs * 10);
            if (!fetched.ok) throw new Error(`${remote} ${version}: ${url} could not be fetched: ${fetched.cause}.`);
            this.checkHash(remote, version, url, release.files[file]!, sha256(fetched.body));
            await fs.mkdir(path.dirname(path.join(staging, file)), { recursive: true });
            await fs.writeFile(path.join(staging, file), fetched.body);
          }),
        );
      }
      await fs.mkdir(path.dirname(dir), { recursive: true });
      // Renamed into place whole: another process, or a later render, never sees half a copy.
      await fs.rename(staging, dir).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
    return dir;
  }

  /** A copy made before (by this process or another) is checked again before it is used. */
  private async checkedCopy(dir: string, remote: string, version: string, files: Record<string, string>): Promise<string> {
    for (const file of Object.keys(files).filter(serverSide)) {
      const actual = await fs.readFile(path.join(dir, file)).then(sha256, () => 'missing');
      this.checkHash(remote, version, path.join(dir, file), files[file]!, actual);
    }
    return dir;
  }

  private checkHash(remote: string, release: string, url: string, expected: string, actual: string): void {
    if (actual === expected) return;
    this.server.log(['error', 'releases'], {
      msg: "Refused to run a hosted release's file: its sha256 is not the one recorded when it was published",
      remote,
      release,
      url,
      expected,
      actual,
    });
    throw new Error(`${remote} ${release}: ${url} does not match its published sha256 (expected ${expected}, got ${actual}); not run.`);
  }
}
