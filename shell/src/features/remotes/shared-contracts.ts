import { registerGlobalPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A container asked for a shared singleton in a version the one on the page
 * does not satisfy (a remote built against a newer @plotwise/ui than the
 * shell's): its modules would call exports that are not there.
 */
export class SharedVersionMismatch extends Error {
  override name = 'SharedVersionMismatch';
  constructor(
    readonly library: string,
    readonly requiredBy: string,
    readonly requiredVersion: string,
    readonly providedBy: string,
    readonly providedVersion: string,
  ) {
    super(`${requiredBy} requires ${library} ${requiredVersion}; ${providedBy} provides ${providedVersion}`);
  }
}

// The runtime's chunk loader catches a failed shared module, so the remote's load ends
// without its exports rather than with this error: kept here for the loader to report.
const mismatches = new Map<string, SharedVersionMismatch>();

/** The mismatch that broke `container`'s last load, if one did (read once). */
export function takeSharedMismatch(container: string): SharedVersionMismatch | undefined {
  const mismatch = mismatches.get(container);
  mismatches.delete(container);
  return mismatch;
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * The federation runtime only warns on the console when a singleton's
 * version misses a container's range, then hands it over anyway; this
 * plugin fails the shared module with a SharedVersionMismatch instead, which the
 * remote's loader reports (takeSharedMismatch): the browser's error boundary and
 * the server render's failure log then name both sides.
 */
export const sharedContractsPlugin: ModuleFederationRuntimePlugin = {
  name: 'plotwise-shared-contracts',
  resolveShare(args: ResolveShareArgs) {
    const { shareInfo, version, pkgName, scope, shareScopeMap } = args;
    const required = shareInfo.shareConfig?.requiredVersion;
    if (!shareInfo.shareConfig?.singleton || typeof required !== 'string' || !version || satisfy(version, required)) return args;
    const providedBy = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'the page';
    const mismatch = new SharedVersionMismatch(pkgName, shareInfo.from, required, providedBy, version);
    mismatches.set(shareInfo.from, mismatch);
    return { ...args, resolver: () => { throw mismatch; } };
  },
};

/** Every federation container created from now on (each remote's, as its entry loads) checks its shared singletons. */
export function enforceSharedContracts(): void {
  registerGlobalPlugins([sharedContractsPlugin]);
}
