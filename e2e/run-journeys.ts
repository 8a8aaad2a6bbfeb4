// Runs the browser journeys against one production server and one Chromium:
// starting a server (migrations, demo seed) and a browser per file was most of
// the journeys' time. Arguments after the script go to `node --test` (reporters,
// then the journey files). Exits with the test runner's code.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './support/browser';
import { SHARED_RUN_ENV, startSiteOnTestDatabase } from './support/journey';

async function main(): Promise<number> {
  const [own, browserServer] = await Promise.all([
    // Every journey posts public forms and registers accounts from 127.0.0.1; together they
    // pass the per-address allowances meant for one visitor. The limits have API tests of their own.
    startSiteOnTestDatabase({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000', REGISTRATION_RATE_LIMIT_MAX: '1000' }),
    chromium.launchServer(chromiumLaunchOptions()),
  ]);
  try {
    const runner = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2)], {
      cwd: __dirname,
      stdio: 'inherit',
      env: {
        ...process.env,
        [SHARED_RUN_ENV.siteUrl]: own.site.url,
        [SHARED_RUN_ENV.browserEndpoint]: browserServer.wsEndpoint(),
        [SHARED_RUN_ENV.databaseSchema]: own.schema ?? '',
      },
    });
    const code = await new Promise<number>((resolve) => runner.on('exit', (status) => resolve(status ?? 1)));
    if (code !== 0) console.log(`Server log (last lines):\n${own.site.logs().split('\n').slice(-40).join('\n')}`);
    return code;
  } finally {
    await browserServer.close();
    await own.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
