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

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * The federation runtime only warns on the console when a singleton's
 * version misses a container's range, then hands it over anyway; this
 * plugin makes the load fail with a SharedVersionMismatch instead, so the
 * remote's error boundary (browser) or the server render's log names both sides.
 */
export const sharedContractsPlugin: ModuleFederationRuntimePlugin = {
  name: 'plotwise-shared-contracts',
  resolveShare(args: ResolveShareArgs) {
    const { shareInfo, version, pkgName, scope, shareScopeMap } = args;
    const required = shareInfo.shareConfig?.requiredVersion;
    if (!shareInfo.shareConfig?.singleton || typeof required !== 'string' || !version || satisfy(version, required)) return args;
    const providedBy = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'the page';
    const mismatch = new SharedVersionMismatch(pkgName, shareInfo.from, required, providedBy, version);
    return { ...args, resolver: () => { throw mismatch; } };
  },
};

/** Every federation container created from now on (each remote's, as its entry loads) checks its shared singletons. */
export function enforceSharedContracts(): void {
  registerGlobalPlugins([sharedContractsPlugin]);
}
