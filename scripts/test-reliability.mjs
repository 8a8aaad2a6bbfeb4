#!/usr/bin/env node
// `npm run test:reliability`: the long suites `npm test` leaves out. The full
// bad-input fuzz (every generated case, not a sample), then the production
// build and the e2e/reliability suites, each with servers of its own: faults
// (remotes down, slow or broken; the database going away; graceful shutdown),
// crash safety, scale-out over two processes, redeploying one remote, soak,
// rate limits under a burst.
import { build, e2eTests, ensureChromium, finish, runJest, runNodeTests } from './test-steps.mjs';

ensureChromium();
runJest('full bad-input fuzz (jest)', ['services/src/__tests__/bad-input-fuzz.test.ts'], { PLOTWISE_FUZZ: 'full' });
if (build()) runNodeTests('reliability suites (e2e)', e2eTests('reliability'));
else console.log('reliability suites skipped: the build failed');
finish();
