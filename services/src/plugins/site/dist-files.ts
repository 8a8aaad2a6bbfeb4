import path from 'node:path';
import { statShared } from './cached-file';

export type DistLookup =
  | { kind: 'file'; path: string }
  | { kind: 'missing' }
  /** The dist folder itself is absent: that front-end package has not been built. */
  | { kind: 'not-built' };

export interface DistLookupOptions {
  /** Whether `.map` files may be served (PUBLIC_SOURCE_MAPS); otherwise they are missing. */
  sourceMaps: boolean;
}

/** Finds a file inside a built front-end folder; never leaves the folder. */
export async function lookupDistFile(distDir: string, relativePath: string, options: DistLookupOptions): Promise<DistLookup> {
  // Source maps hold the whole source: kept for error tooling on the server, not handed out.
  if (!options.sourceMaps && relativePath.endsWith('.map')) return { kind: 'missing' };

  const root = path.resolve(distDir);
  const target = path.resolve(root, `.${path.posix.sep}${relativePath}`);
  const inside = path.relative(root, target);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return (await isDirectory(distDir)) ? { kind: 'missing' } : { kind: 'not-built' };

  // The file first: on a built site that is the one stat a request needs.
  const found = await statShared(target).then(
    (stat) => stat.isFile(),
    () => false,
  );
  if (found) return { kind: 'file', path: target };
  return (await isDirectory(distDir)) ? { kind: 'missing' } : { kind: 'not-built' };
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await statShared(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Paths that name a static asset rather than a client-side route. */
const ASSET_EXTENSION = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|wasm)$/i;

export function looksLikeAsset(requestPath: string): boolean {
  return ASSET_EXTENSION.test(requestPath);
}
