// Types of remotes.config.cjs for the TypeScript that reads it.

/** One remote of the site, as the registry names it. */
export interface RegisteredRemote {
  /** Its workspace folder and the last part of its package name: `mf-catalog`. */
  readonly package: string;
  /** Its federation name, an identifier: `mf_catalog`. */
  readonly name: string;
  /** Route prefixes it owns; the longest matching prefix of any remote wins. `/` matches only `/`. */
  readonly routes: readonly string[];
  /** Paths under its prefixes that are not its own. */
  readonly excludeRoutes: readonly string[];
  /** The port of `npm run dev -w <package>`. */
  readonly devPort: number;
  /** Its public routes are rendered on the server too. */
  readonly serverRendered: boolean;
  /** Only a session with this role may load it. */
  readonly requiresRole?: 'admin';
  /** Its folder under /remotes/ on the site: `catalog`. */
  readonly id: string;
  /** Where the site serves its files: `/remotes/catalog/`. */
  readonly basePath: string;
}

export declare const SHELL: { readonly package: 'shell'; readonly name: 'shell'; readonly devPort: number };
export declare const REMOTES: readonly RegisteredRemote[];

/** The remote as `GET /remotes.json` describes it, served from this site's /remotes/<id>/. */
export declare function remoteDescriptor(remote: RegisteredRemote): {
  name: string;
  entry: string;
  routes: string[];
  excludeRoutes: string[];
  requiresRole?: 'admin';
  serverRendered: boolean;
};

export declare function remoteByPackage(packageName: string): RegisteredRemote | undefined;
