// `npm run bench`: every benchmark, one after another, each printing its figures.
import { runPageWeight } from './page-weight';
import { runApiCatalog } from './api-catalog';

async function main() {
  await runPageWeight();
  await runApiCatalog();
}

main().catch((error) => { console.error(error); process.exit(1); });
