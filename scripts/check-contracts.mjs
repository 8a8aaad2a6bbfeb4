// Checks that the shell's build provides what each remote's build requires of
// the shared singletons (the check the API makes before a promote), so CI
// fails before a release does. Run after the build, with tsx (it reads the
// API's own contract code):
//   node --import tsx scripts/check-contracts.mjs [--shell dir] [remoteDir ...]
// Without arguments: shell/dist against every remote's dist (remotes.config.cjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import registry from '../remotes.config.cjs';
import { readBuildContract, readShellProvides, unmetRequirements } from '../services/src/plugins/releases/contracts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { shell: { type: 'string' } } });
const shellDir = path.resolve(values.shell ?? path.join(ROOT, registry.SHELL.package, 'dist'));
const remoteDirs = positionals.length
  ? positionals.map((dir) => path.resolve(dir))
  : registry.REMOTES.map((remote) => path.join(ROOT, remote.package, 'dist')).filter((dir) => existsSync(dir));

const problems = [];
try {
  const provides = await readShellProvides(shellDir);
  for (const dir of remoteDirs) {
    // A remote is named by its package folder (or the folder holding its dist).
    const label = path.basename(dir) === 'dist' ? path.basename(path.dirname(dir)) : path.basename(dir);
    const { requires } = await readBuildContract(dir, label);
    problems.push(...unmetRequirements(label, requires, provides, 'the shell'));
  }
} catch (error) {
  problems.push(error.message);
}
if (problems.length) {
  console.error(`${problems.join('\n')}\nBuild the remote against the shell's versions, or bump the shell's first.`);
  process.exit(1);
}
console.log(`shared-library contracts: ${remoteDirs.length} remote(s) satisfied by ${path.relative(ROOT, shellDir) || shellDir}`);
