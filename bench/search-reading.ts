// Search latency on the demo catalogue: the relevance set's searches, uncached
// (no kept results), called in turn through the listing service on a throw-away
// PostgreSQL database; p50 and p99 over every call. Paired runs of two versions
// of the code compare them on this shared machine.
//
// BENCH_PG_URL   server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/test)
// BENCH_ROUNDS   times each search is run (default 5)
import { projectListQuerySchema } from '@plotwise/contracts';
import { bindModels, createKnex, destroyKnex } from '../services/src/db/knex';
import { migrateToLatest } from '../services/src/db/migration-source';
import { Project } from '../services/src/db/models';
import { demoProject, DEMO_PROJECT_COUNT } from '../services/src/db/seed/demo-projects';
import { listPublicProjects } from '../services/src/plugins/projects/project-service';
import { RELEVANCE_QUERIES } from '../services/test/support/relevance-queries';
import { withThrowawayDatabase } from './throwaway-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

void withThrowawayDatabase('search_reading', async (connectionString) => {
  const knex = createKnex({ client: 'pg', connectionString, schema: null });
  try {
    await migrateToLatest(knex);
    bindModels(knex);
    for (let index = 0; index < DEMO_PROJECT_COUNT; index += 1) {
      const { ageHours, pictureScene: _scene, pictureCaptions: _captions, ...project } = demoProject(index);
      await Project.query().insert({ ...project, approvalStatus: 'approved', createdAt: new Date(Date.now() - ageHours * 3_600_000) } as Partial<Project>);
    }
    const queries = RELEVANCE_QUERIES.map(({ query }) => projectListQuerySchema.parse({ search: query }));
    for (const query of queries) await listPublicProjects(query);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const query of queries) {
        const start = performance.now();
        await listPublicProjects(query);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(2);
    console.log(`${process.env.BENCH_LABEL ?? 'search'}: ${times.length} searches, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  } finally {
    await destroyKnex(knex);
  }
});
