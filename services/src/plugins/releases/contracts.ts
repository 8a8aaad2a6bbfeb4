import fs from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

/**
 * A build's shared-library contract, read from its federation manifest: what
 * it needs from whoever provides each shared singleton (name → semver range)
 * and what it bundles itself (name → version). The shell's `provides` is
 * what every page runs with; a remote must be satisfied by it to go live.
 * Node built-ins and semver only: the release and CI scripts import this file.
 */
export interface Contract {
  requires: Record<string, string>;
  provides: Record<string, string>;
}

export interface SharedEntry {
  name?: string;
  version?: string | null;
  requiredVersion?: string | false | null;
}

/** The contract a federation manifest's `shared` list records; a shared library with no range is an error. */
export function contractOf(shared: SharedEntry[] | undefined, label: string): Contract {
  const requires: Record<string, string> = {};
  for (const lib of shared ?? []) {
    if (typeof lib.requiredVersion !== 'string' || !semver.validRange(lib.requiredVersion)) {
      throw new Error(`${label} shares ${lib.name} with no version range it requires; build it with rspack.shared.js.`);
    }
    requires[String(lib.name)] = lib.requiredVersion;
  }
  return { requires, provides: providesOf(shared) };
}

function providesOf(shared: SharedEntry[] | undefined): Record<string, string> {
  const provides: Record<string, string> = {};
  for (const lib of shared ?? []) if (lib.version && semver.valid(lib.version)) provides[String(lib.name)] = lib.version;
  return provides;
}

/**
 * Every requirement of `requires` that `provides` does not satisfy, in words
 * naming both sides: "<who> requires <lib> <range>; <provider> provides <version>".
 */
export function unmetRequirements(who: string, requires: Record<string, string>, provides: Record<string, string>, provider = 'the live shell'): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(requires)) {
    const version = provides[name];
    if (version === undefined) problems.push(`${who} requires ${name} ${range}; ${provider} provides none`);
    else if (!semver.satisfies(version, range)) problems.push(`${who} requires ${name} ${range}; ${provider} provides ${version}`);
  }
  return problems;
}

async function sharedOf(buildDir: string, label: string): Promise<SharedEntry[] | undefined> {
  const file = path.join(buildDir, 'mf-manifest.json');
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) throw new Error(`${label}: no build at ${file}.`);
  return (JSON.parse(text) as { shared?: SharedEntry[] }).shared;
}

/** The contract a remote's built folder records in its mf-manifest.json. */
export async function readBuildContract(buildDir: string, label: string): Promise<Contract> {
  return contractOf(await sharedOf(buildDir, label), label);
}

/** What a shell's built folder provides (name → version), from its mf-manifest.json. */
export async function readShellProvides(shellDir: string): Promise<Record<string, string>> {
  return providesOf(await sharedOf(shellDir, 'the shell'));
}

let shellCache: { file: string; mtimeMs: number; provides: Record<string, string> } | null = null;

/**
 * What the shell build this process serves provides, read again only when its
 * manifest changes (a redeploy of the shell). Null when it has no manifest.
 */
export async function shellProvides(shellDir: string): Promise<Record<string, string> | null> {
  const file = path.join(shellDir, 'mf-manifest.json');
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return null;
  if (shellCache?.file !== file || shellCache.mtimeMs !== stat.mtimeMs) {
    shellCache = { file, mtimeMs: stat.mtimeMs, provides: await readShellProvides(shellDir) };
  }
  return shellCache.provides;
}
