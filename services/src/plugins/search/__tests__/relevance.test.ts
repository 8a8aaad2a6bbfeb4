import { projectListResponseSchema, type Project } from '@plotwise/contracts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { RELEVANCE_QUERIES, type RelevanceQuery } from './relevance-queries';

/** The share of each search's first five (or fewer, when fewer projects answer it) that answer it, averaged over the set. */
const MIN_PRECISION_AT_5 = 0.9;

let app: TestApp;
let catalogue: Project[];

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  const list = projectListResponseSchema.parse(JSON.parse((await app.inject('/api/projects?pageSize=100')).payload));
  catalogue = await Promise.all(list.items.map(async (item) => JSON.parse((await app.inject(`/api/projects/${item.id}`)).payload) as Project));
}, 90_000);
afterAll(async () => {
  await app.stop();
});

/** A search's score: the relevant share of its first k, k being five or the number of relevant projects; 0 when a `first` or `never` rule is broken. */
async function score({ query, relevant, first, never = [] }: RelevanceQuery): Promise<{ precision: number; why: string }> {
  const response = await app.inject(`/api/projects?search=${encodeURIComponent(query)}&pageSize=5`);
  if (response.statusCode !== 200) return { precision: 0, why: `${response.statusCode} ${response.payload}` };
  const top = projectListResponseSchema.parse(JSON.parse(response.payload)).items.map((item) => catalogue.find((project) => project.id === item.id)!);
  const wanted = catalogue.filter(relevant).length;
  const titles = top.map((project) => project.title).join(', ');
  if (first && top[0]?.title !== first) return { precision: 0, why: `first should be ${first}: ${titles}` };
  const unwanted = top.filter((project) => never.includes(project.title));
  if (unwanted.length > 0) return { precision: 0, why: `should not show ${unwanted.map((project) => project.title).join(', ')}` };
  if (wanted === 0) return { precision: top.length === 0 ? 1 : 0, why: `should find nothing: ${titles}` };
  const k = Math.min(5, wanted);
  const hits = top.slice(0, k).filter(relevant).length;
  return { precision: hits / k, why: `${hits}/${k}: ${titles}` };
}

describe('search relevance over the demo catalogue', () => {
  it(`keeps precision at 5 at or above ${MIN_PRECISION_AT_5} over ${RELEVANCE_QUERIES.length} searches`, async () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60);
    const scores = [];
    for (const query of RELEVANCE_QUERIES) scores.push({ query: query.query, ...(await score(query)) });
    const precision = scores.reduce((sum, entry) => sum + entry.precision, 0) / scores.length;
    const misses = scores.filter((entry) => entry.precision < 1).map((entry) => `${entry.query} (${entry.precision.toFixed(2)}): ${entry.why}`);
    // Printed so a run shows the figure and what fell short.
    console.log(`precision at 5: ${precision.toFixed(3)} over ${scores.length} searches\n${misses.join('\n')}`);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION_AT_5);
  }, 60_000);
});
