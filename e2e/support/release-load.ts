// Shared by the release-under-load reliability test and its bench: two API
// processes, a steady page load spread over both, and the time from a
// release command until every process serves the release.
import path from 'node:path';
import { stageRelease } from '../../services/src/plugins/releases/release-manifest';
import { repoRoot, type RunningSite } from './site';

export const DEPLOY_TOKEN = 'a-release-load-deploy-token-of-length';
const TOOLS_DIST = path.join(repoRoot, 'mf-tools', 'dist');

/** Publishes the built tools remote under `version` through `site`, as `npm run release -- publish` does. */
export async function publishTools(site: RunningSite, releasesDir: string, version: string): Promise<void> {
  await stageRelease(TOOLS_DIST, releasesDir, 'tools', version);
  const reply = await deploy(site, 'POST', '/api/releases', { remote: 'tools', version });
  if (!reply.ok) throw new Error(`publish ${version}: ${reply.status} ${await reply.text()}`);
}

export function deploy(site: RunningSite, method: string, route: string, body: unknown): Promise<Response> {
  return fetch(`${site.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${DEPLOY_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The tools remote's entry a process lists now. */
export async function toolsEntry(site: RunningSite): Promise<string> {
  const listed = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: { name: string; entry: string }[] };
  return listed.remotes.find((remote) => remote.name === 'mf_tools')?.entry ?? '';
}

/** Milliseconds from now until every process lists `version` as the tools remote's entry (or `limitMs` passes: Infinity). */
export async function untilAllServe(sites: RunningSite[], version: string, started: number, limitMs = 30_000): Promise<number> {
  const wanted = `/remotes/tools/${version}/mf-manifest.json`;
  const pending = new Set(sites);
  while (pending.size) {
    if (performance.now() - started > limitMs) return Number.POSITIVE_INFINITY;
    for (const site of [...pending]) if ((await toolsEntry(site)) === wanted) pending.delete(site);
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

export interface Load {
  requests: number;
  failures: string[];
  stop: () => Promise<void>;
}

/**
 * `connections` loops, each loading the calculator page (server-rendered,
 * naming the tools release) and then the tools entry that process lists,
 * from the processes in turn; a failure is any answer but 200, or no answer.
 */
export function steadyLoad(sites: RunningSite[], connections: number): Load {
  const load: Load = { requests: 0, failures: [], stop: async () => undefined };
  let running = true;
  const loop = async (index: number) => {
    let turn = index;
    while (running) {
      const site = sites[turn++ % sites.length]!;
      for (const route of ['/loan-calculator', null]) {
        const url = `${site.url}${route ?? (await toolsEntry(site).catch(() => '/remotes.json'))}`;
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status !== 200) load.failures.push(`${response.status} ${url}`);
        } catch (error) {
          load.failures.push(`${(error as Error).message} ${url}`);
        }
        load.requests += 1;
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, index) => loop(index));
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return load;
}
