// `npm run bench`: every benchmark, one after another, each printing its figures.
import { runBuildTime } from './build-time';
import { runPageSpeed } from './page-speed';
import { runPageWeight } from './page-weight';
import { runApiCatalog } from './api-catalog';
import { runAdminHubList } from './admin-hub-list';
import { runMapSearch } from './map-search';
import { runAdminTrends } from './admin-trends';
import { runFileServing } from './file-serving';
import { runPictureBomb } from './picture-bomb';
import { runBurstLimits } from './burst-limits';
import { runReleaseSwitch } from './release-switch';

async function main() {
  runBuildTime();
  await runPageWeight();
  await runPageSpeed();
  await runApiCatalog();
  await runAdminHubList();
  await runMapSearch();
  await runAdminTrends();
  await runFileServing();
  await runPictureBomb();
  await runBurstLimits();
  await runReleaseSwitch();
}

main().catch((error) => { console.error(error); process.exit(1); });
