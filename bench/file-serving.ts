// Files served from the storage folder must not hold the server up: /api/health
// is sampled while four clients download a 10 MB file over and over, and while
// a 10 MB file is uploaded, on PGlite and (with BENCH_PG_URL or TEST_DATABASE_URL)
// PostgreSQL, and with the files in an S3 bucket (s3rver in a process of its own;
// BENCH_S3=false skips it). Then the server's memory across 20 parallel downloads of it.
// Targets: health p99 ≤ 100 ms in both phases; memory within 100 MB of idle.
import { readFileSync } from 'node:fs';
import { startSite, type RunningSite } from '../e2e/support/site';
import { startS3Server } from '../e2e/support/s3-server';
import { onEachEngine, percentile, sampleHealth } from './server-sampling';
import { printTableHead, runWhenMain } from './report';

const TEN_MB = 10 * 1024 * 1024 - 70 * 1024;
const PHASE_MS = Number(process.env.BENCH_DURATION ?? 5) * 1000;

function tenMegabytePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(TEN_MB - 9, 0x20)]);
}

async function upload(site: RunningSite, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'brochure.pdf');
  const response = await fetch(`${site.url}/api/upload?kind=document`, { method: 'POST', body: form, headers: { origin: site.url } });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

async function download(site: RunningSite, url: string): Promise<void> {
  const response = await fetch(`${site.url}${url}`);
  await response.arrayBuffer();
}

/** Health latencies while `load` runs, sampled every 25 ms. */
async function healthDuring(site: RunningSite, load: (stop: () => boolean) => Promise<void>): Promise<number[]> {
  let done = false;
  const running = load(() => done);
  const health = sampleHealth(site, 25);
  await new Promise((resolve) => setTimeout(resolve, PHASE_MS));
  const latencies = await health.stop();
  done = true;
  await running;
  return latencies;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function benchEngine(label: string, env: Record<string, string>): Promise<void> {
  const site = await startSite({ PUBLIC_FORM_RATE_LIMIT_MAX: '100000', ...env });
  try {
    const data = tenMegabytePdf();
    const url = await upload(site, data);
    await download(site, url);
    const downloads = await healthDuring(site, async (stop) => {
      await Promise.all(Array.from({ length: 4 }, async () => { while (!stop()) await download(site, url); }));
    });
    const uploads = await healthDuring(site, async (stop) => { while (!stop()) await upload(site, data); });

    const idle = rssMb(site.pid);
    let peak = idle;
    const sampler = setInterval(() => { peak = Math.max(peak, rssMb(site.pid)); }, 20);
    await Promise.all(Array.from({ length: 20 }, () => download(site, url)));
    clearInterval(sampler);

    const row = (name: string, sorted: number[]) =>
      `| ${label} | ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 99).toFixed(1)} ms | ${percentile(sorted, 99) <= 100 ? 'met' : 'NOT met'} |`;
    console.log(row('4 parallel 10 MB downloads', downloads));
    console.log(row('10 MB uploads, one after another', uploads));
    console.log(`| ${label} | memory, 20 parallel 10 MB downloads | idle ${idle.toFixed(0)} MB | peak ${peak.toFixed(0)} MB | +${(peak - idle).toFixed(0)} MB | ${peak - idle <= 100 ? 'met' : 'NOT met'} |`);
  } finally {
    await site.stop();
  }
}

export async function runFileServing(): Promise<void> {
  console.log('\n## File serving: /api/health while files move (target p99 ≤ 100 ms; memory within 100 MB of idle)\n');
  printTableHead(['engine', 'load', 'health samples', 'p50', 'p99', 'target']);
  await onEachEngine(benchEngine);
  if (process.env.BENCH_S3 !== 'false') {
    const s3 = await startS3Server();
    try {
      await benchEngine('PGlite, files in S3 (s3rver)', s3.env);
    } finally {
      await s3.stop();
    }
  }
}

runWhenMain(module, runFileServing);
