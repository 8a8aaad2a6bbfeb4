// `npm run bench`: every benchmark, one after another, each printing its figures.
import { runPageWeight } from './page-weight';

async function main() {
  await runPageWeight();
}

main().catch((error) => { console.error(error); process.exit(1); });
