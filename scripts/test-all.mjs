#!/usr/bin/env node
// `npm test`: type-check, lint, unit, component and API tests (jest), production
// build, and the browser journeys of every remote on one production server
// (node:test + playwright-core). The long reliability suites are
// `npm run test:reliability` (scripts/test-reliability.mjs).
import { bin, build, e2eTests, ensureChromium, finish, run, runJest, runNodeTests } from './test-steps.mjs';

ensureChromium();
run('type-check', bin('tsc'), ['-p', 'tsconfig.json']);
run('lint', bin('eslint'), ['.']);
runJest('unit and API tests (jest)');
if (build()) runNodeTests('browser journeys (e2e)', e2eTests('tests'), { shared: true });
else console.log('browser tests skipped: the build failed');
finish();
