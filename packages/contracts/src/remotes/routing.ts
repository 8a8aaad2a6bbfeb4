import type { RemoteDescriptor } from './schemas';

function prefixMatches(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote that owns a path: the one with the longest matching prefix,
 * unless that remote excludes the path. `/` matches only the home page.
 */
export function findRemoteForPath(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | null {
  let best: { remote: RemoteDescriptor; length: number } | null = null;
  for (const remote of remotes) {
    if (remote.excludeRoutes.some((prefix) => prefixMatches(prefix, pathname))) continue;
    for (const prefix of remote.routes) {
      if (prefixMatches(prefix, pathname) && (!best || prefix.length > best.length)) {
        best = { remote, length: prefix.length };
      }
    }
  }
  return best?.remote ?? null;
}
