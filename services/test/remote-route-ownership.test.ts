// Each remote's route table against the registry (remotes.config.cjs): the
// shell sends a path to the remote whose prefix owns it, so a page a remote
// declares outside its prefixes is never shown, and a prefix with no page
// behind it shows only "not found".
import fs from 'node:fs';
import path from 'node:path';
import { findRemoteForPath } from '@plotwise/contracts';
import { REMOTES, SHELL } from '../../remotes.config.cjs';
import { REPO_ROOT } from '../src/config';
import { DEFAULT_REMOTES } from '../src/config/site';

/**
 * The paths a route file declares, as `{ path: '/x', page }` table entries or
 * `<Route path="/x" …>` elements; the catch-all `*` is every remote's not-found page.
 */
function declaredPaths(file: string): string[] {
  const source = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const paths = [...source.matchAll(/\bpath(?:=|:\s*)(['"`])(.+?)\1/g)].map((match) => match[2]!);
  return paths.filter((declared) => declared !== '*');
}

/** A path as a visitor asks for it: `/listings/:id` → `/listings/x`. */
const visited = (declared: string) => declared.replace(/:[^/]+/g, 'x');

const owner = (pathname: string) => findRemoteForPath(DEFAULT_REMOTES.remotes, pathname)?.name ?? 'no remote (the shell)';

describe.each(REMOTES.map((remote) => [remote.package, remote] as const))('%s/src/routes.tsx', (_name, remote) => {
  const file = `${remote.package}/src/routes.tsx`;
  const paths = declaredPaths(file);

  it('declares its pages in a form this test reads', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it('owns, by its registry prefixes, every path it declares', () => {
    const strays = paths.filter((declared) => owner(visited(declared)) !== remote.name);
    expect(strays.map((declared) => `${declared} goes to ${owner(visited(declared))}`)).toEqual([]);
  });

  it('has a page under every prefix the registry gives it', () => {
    const under = (prefix: string) => (declared: string) => (prefix === '/' ? declared === '/' : declared === prefix || declared.startsWith(`${prefix}/`));
    expect(remote.routes.filter((prefix) => !paths.some(under(prefix)))).toEqual([]);
  });
});

it("gives no remote a path of the shell's own", () => {
  const shellPaths = declaredPaths(`${SHELL.package}/src/app/app.tsx`);
  expect(shellPaths.length).toBeGreaterThan(0);
  expect(shellPaths.filter((declared) => owner(visited(declared)) !== 'no remote (the shell)')).toEqual([]);
});
