// `npm run bench`: every benchmark, one after another, each printing its figures.
import { runBuildTime } from './build-time';
import { runPageWeight } from './page-weight';

async function main() {
  runBuildTime();
  await runPageWeight();
}

main().catch((error) => { console.error(error); process.exit(1); });
