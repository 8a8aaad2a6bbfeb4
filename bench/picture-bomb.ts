// Picture bombs must not hold the server up: four anonymous uploads at once of
// a 201-byte PNG declaring 1,000,000×1 pixels, each refused with a 4xx (target
// within 1 s), while /api/health is sampled (target p99 ≤ 100 ms). Then what the
// work pool costs a normal upload: a 12-megapixel photo uploaded over and over,
// its median time. With BENCH_PICTURE_BASELINE=<another checkout> (its
// node_modules linked) the same uploads go to that checkout's server too, in
// turns, so the two medians are paired on a busy machine.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startSite, type RunningSite } from '../e2e/support/site';
import { pngDeclaring } from '../e2e/support/sample-image';
import { percentile, sampleHealth } from './server-sampling';
import { printTableHead, runWhenMain } from './report';

const PHOTO_RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ENV = { PUBLIC_FORM_RATE_LIMIT_MAX: '100000', SEED_DEMO_DATA: 'false' };

/** A 4000×3000 JPEG with gradients, as a phone's photo of a plot (the API's upload limit is 5 MB). */
function phonePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#93c5fd"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
    <radialGradient id="field"><stop offset="0" stop-color="#65a30d"/><stop offset="1" stop-color="#14532d"/></radialGradient></defs>
    <rect width="4000" height="3000" fill="url(#sky)"/><ellipse cx="2000" cy="2600" rx="2600" ry="1200" fill="url(#field)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function upload(site: RunningSite, name: string, data: Buffer, type: string): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const started = performance.now();
  const response = await fetch(`${site.url}/api/upload?kind=image`, { method: 'POST', body: form, headers: { origin: site.url }, signal: AbortSignal.timeout(120_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

async function bombs(site: RunningSite): Promise<void> {
  const bomb = pngDeclaring(1_000_000, 1);
  const sampling = sampleHealth(site, 25);
  // The pool's processes start on first use (about a second): started here, as on a server that has taken a picture.
  await upload(site, 'warm.png', pngDeclaring(64, 48), 'image/png');
  await new Promise((resolve) => setTimeout(resolve, 250));
  const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => upload(site, `bomb-${index}.png`, bomb, 'image/png')));
  // A second more: work left running behind the answers would show here.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const health = await sampling.stop();
  printTableHead(['upload', 'bytes', 'answer', 'time', 'target']);
  answers.forEach(({ status, ms }, index) =>
    console.log(`| 1,000,000×1 PNG #${index + 1} (four at once) | ${bomb.byteLength} | ${status} | ${ms.toFixed(0)} ms | ${status >= 400 && status < 500 && ms <= 1000 ? 'met' : 'NOT met'} |`),
  );
  const p99 = percentile(health, 99);
  console.log(`\n/api/health meanwhile: ${health.length} samples, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ 100 ms: ${p99 <= 100 ? 'met' : 'NOT met'})\n`);
}

async function photoUploads(sites: { label: string; site: RunningSite }[]): Promise<void> {
  const photo = await phonePhoto();
  const times = new Map(sites.map(({ label }) => [label, [] as number[]]));
  // The first upload of each starts its picture processes: not counted.
  for (const { site } of sites) await upload(site, 'warm.jpg', photo, 'image/jpeg');
  for (let run = 0; run < PHOTO_RUNS; run += 1) {
    for (const { label, site } of run % 2 === 0 ? sites : [...sites].reverse()) {
      const { status, ms } = await upload(site, `plot-${run}.jpg`, photo, 'image/jpeg');
      if (status !== 201) throw new Error(`${label}: photo upload answered ${status}`);
      times.get(label)!.push(ms);
    }
  }
  printTableHead(['server', `4000×3000 JPEG (${(photo.byteLength / 1024).toFixed(0)} KB) uploads`, 'median', 'fastest', 'slowest']);
  for (const [label, samples] of times) {
    console.log(`| ${label} | ${samples.length} | ${median(samples).toFixed(0)} ms | ${Math.min(...samples).toFixed(0)} ms | ${Math.max(...samples).toFixed(0)} ms |`);
  }
}

export async function runPictureBomb(): Promise<void> {
  console.log('\n## Picture bombs: four 1,000,000×1 PNGs at once (target each a 4xx within 1 s; /api/health p99 ≤ 100 ms)\n');
  const site = await startSite(ENV);
  const baselineRoot = process.env.BENCH_PICTURE_BASELINE;
  const baseline = baselineRoot ? await startSite(ENV, { root: baselineRoot }) : null;
  try {
    await bombs(site);
    await photoUploads([{ label: 'this checkout (work pool)', site }, ...(baseline ? [{ label: `baseline (${baselineRoot})`, site: baseline }] : [])]);
  } finally {
    await Promise.all([site.stop(), baseline?.stop()]);
  }
}

runWhenMain(module, runPictureBomb);
