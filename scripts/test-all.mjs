#!/usr/bin/env node
// `npm test`: type-check, lint, unit, component and API tests (jest), production
// build, the remotes' shared-library contracts against the shell's build,
// and the browser journeys of every remote on one production server
// (node:test + playwright-core). The long reliability suites are
// `npm run test:reliability` (scripts/test-reliability.mjs).
import { bin, build, checkContracts, e2eTests, ensureChromium, finish, runJest, runNodeTests, runTogether } from './test-steps.mjs';

ensureChromium();
// Both are single-threaded: side by side they take the time of the longer one.
await runTogether([
  { name: 'type-check', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['.'] },
]);
runJest('unit and API tests (jest)');
if (build()) {
  checkContracts();
  runNodeTests('browser journeys (e2e)', e2eTests('tests'), { shared: true });
} else console.log('browser tests skipped: the build failed');
finish();
