import fs from 'node:fs/promises';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import type { HostedFile } from '../releases/live-releases';
import { fetchFrom, sha256 } from '../releases/remote-fetch';
import { PeriodicRounds } from '../../scheduling/periodic-rounds';
import { REMOTE_MANIFEST_TTL_MS } from './remote-manifests';
import type { SiteSettings } from './settings';

/** The manifest and the Node build: what the server reads or runs of a release hosted elsewhere. */
const serverSide = (file: string) => file === 'mf-manifest.json' || (file.startsWith('ssr/') && !file.endsWith('.map'));

/** Files of a hosted release's Node build fetched at once. */
const DOWNLOADS_AT_ONCE = 4;

/** A release's copy under DATA_DIR/hosted-releases, named by its files too: a database made again may reuse a version name for another build. */
export const hostedCopyFolder = (remote: string, version: string, files: Record<string, string>) =>
  path.join(remote, `${version}-${sha256(JSON.stringify(files)).slice(0, 12)}`);

/**
 * The server's copy of each live release hosted on another origin: its
 * manifest and Node build downloaded once into DATA_DIR/hosted-releases, each
 * file checked against the sha256 recorded when it was published, so nothing
 * altered on that origin afterwards is ever run here. A file that does not
 * match is refused and logged (remote, release, URL, both hashes); the
 * remote's pages are then rendered in the browser, as for a remote that is
 * down, and the download is tried again a few seconds later. Copies no
 * longer used are removed after a while (`prune`).
 */
export class HostedFiles {
  private readonly copies = new Map<string, { ready: Promise<string>; failedAt?: number }>();
  /** The folder of each copy this process has checked, by `<remote>@<version>`. */
  private readonly folders = new Map<string, string>();
  private pruning: Promise<void> | null = null;
  private lastPruneProblem: string | null = null;
  private readonly rounds = new PeriodicRounds(() => this.prune(), () => undefined);

  constructor(
    private readonly server: Server,
    private readonly settings: Pick<SiteSettings, 'releases' | 'dataDir' | 'serverRender'>,
  ) {
    this.rounds.start(settings.releases.hostedCopies.pruneEveryMs);
    server.ext('onPreStop', async () => {
      await this.rounds.stop();
      await this.pruning;
    });
  }

  private get root(): string {
    return path.join(this.settings.dataDir, 'hosted-releases');
  }

  /**
   * Removes the copies (and staging folders left by a stopped download) that
   * are unused for `hostedCopies.keepMs`, except this process's and those of
   * the releases live or canary in the database now: another process may be
   * reading their chunks. A failure is logged once and changes nothing else.
   */
  prune(): Promise<void> {
    this.pruning ??= this.pruneNow()
      .then(() => {
        this.lastPruneProblem = null;
      })
      .catch((error: Error) => {
        if (error.message === this.lastPruneProblem) return;
        this.lastPruneProblem = error.message;
        this.server.log(['warn', 'releases'], { msg: 'Could not remove old copies of hosted releases; trying again later', error: error.message });
      })
      .finally(() => {
        this.pruning = null;
      });
    return this.pruning;
  }

  private async pruneNow(): Promise<void> {
    const { releases } = this.server.app;
    const served = releases.hostedServed().map(({ remote, version, release }) => hostedCopyFolder(remote, version, release.files));
    // Touched at each round, so a copy stays a full window after this process last served it:
    // another process may still be on it for a poll or two, reading its chunks on demand.
    const now = new Date();
    await Promise.all(served.map((folder) => fs.utimes(path.join(this.root, folder), now, now).catch(() => undefined)));
    const inDatabase = (await releases.hostedInDatabase()).map(({ remote, version, release }) => hostedCopyFolder(remote, version, release.files));
    const keep = new Set([...served, ...inDatabase]);
    const before = Date.now() - this.settings.releases.hostedCopies.keepMs;
    const remotes = await fs.readdir(this.root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const removed: string[] = [];
    for (const remote of remotes.filter((entry) => entry.isDirectory())) {
      for (const copy of await fs.readdir(path.join(this.root, remote.name), { withFileTypes: true })) {
        const folder = path.join(remote.name, copy.name);
        if (!copy.isDirectory() || keep.has(folder)) continue;
        const changedAt = await fs.stat(path.join(this.root, folder)).then((stat) => stat.mtimeMs, () => Infinity);
        if (changedAt >= before) continue;
        await fs.rm(path.join(this.root, folder), { recursive: true, force: true });
        removed.push(folder);
        // A rollback to it later downloads and checks it again.
        for (const [key, known] of this.folders) {
          if (known !== folder) continue;
          this.folders.delete(key);
          this.copies.delete(key);
        }
      }
    }
    if (removed.length) this.server.log(['info', 'releases'], { msg: 'Removed old copies of hosted releases', removed });
  }

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

  private async download(hosted: HostedFile): Promise<string> {
    const dir = await this.copy(hosted);
    this.folders.set(`${hosted.remote}@${hosted.version}`, path.relative(this.root, dir));
    // Each copy made ready is a moment to let go of the old ones; a render never waits for it.
    void this.prune();
    return dir;
  }

  private async copy({ remote, version, release }: HostedFile): Promise<string> {
    const dir = path.join(this.root, hostedCopyFolder(remote, version, release.files));
    if (await fs.stat(path.join(dir, 'mf-manifest.json')).then(() => true, () => false)) {
      // A copy altered on this disk is dropped and fetched again, as checked as the first.
      const checked = await this.checkedCopy(dir, remote, version, release.files).catch(() => null);
      if (checked) {
        // Used again: it is as recent as a new copy for the processes that prune.
        const now = new Date();
        await fs.utimes(dir, now, now).catch(() => undefined);
        return checked;
      }
      await fs.rm(dir, { recursive: true, force: true });
    }
    const staging = `${dir}.partial-${process.pid}-${Date.now()}`;
    const files = Object.keys(release.files).filter(serverSide);
    const timeoutMs = this.settings.serverRender.remoteFetchTimeoutMs;
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
