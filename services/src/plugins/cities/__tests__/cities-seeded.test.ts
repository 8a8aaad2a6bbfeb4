import { CITIES, cityDetailSchema, cityListResponseSchema, projectListResponseSchema, type ProjectSummary } from '@plotwise/contracts';
import { useTestApp } from '../../../../test/support/test-app';

let projects: ProjectSummary[];

const app = useTestApp({ seed: true });

beforeAll(async () => {
  projects = projectListResponseSchema.parse(JSON.parse((await app.inject('/api/projects?pageSize=100')).payload)).items;
});

describe('city figures on the demo catalogue', () => {
  it('match the approved projects for every one of the twelve cities', async () => {
    const cities = cityListResponseSchema.parse(JSON.parse((await app.inject('/api/cities')).payload));
    expect(new Set(cities.map((entry) => entry.city))).toEqual(new Set(CITIES));
    expect(cities.reduce((sum, entry) => sum + entry.projectCount, 0)).toBe(projects.length);

    for (const entry of cities) {
      const here = projects.filter((project) => project.city.toLowerCase() === entry.city.toLowerCase());
      const prices = here.map((project) => project.startingPrice).filter((price): price is number => price !== null);
      expect(entry).toMatchObject({
        projectCount: here.length,
        state: here[0]!.state,
        minPrice: Math.min(...prices),
        maxPrice: Math.max(...prices),
      });
      expect(entry.imageUrl).toMatch(/^\/api\/files\//);

      // Localities: most projects first, counts as in the data.
      const counts = new Map<string, number>();
      for (const project of here) counts.set(project.location, (counts.get(project.location) ?? 0) + 1);
      expect(entry.popularLocalities.length).toBe(Math.min(6, counts.size));
      for (const locality of entry.popularLocalities) expect(locality.projectCount).toBe(counts.get(locality.name));
      const ranked = entry.popularLocalities.map((locality) => locality.projectCount);
      expect([...ranked].sort((a, b) => b - a)).toEqual(ranked);

      // The list filtered by the city shows the same count (the city page's Projects tab).
      const listed = projectListResponseSchema.parse(JSON.parse((await app.inject(`/api/projects?city=${entry.city}`)).payload));
      expect(listed.total).toBe(entry.projectCount);
    }
  });

  it("match on each city page, with types and statuses adding up", async () => {
    for (const name of CITIES) {
      const detail = cityDetailSchema.parse(JSON.parse((await app.inject(`/api/cities/${name.toLowerCase()}`)).payload));
      const here = projects.filter((project) => project.city === name);
      expect(detail.projectCount).toBe(here.length);
      expect(Object.values(detail.projectsByType).reduce((a, b) => a + b, 0)).toBe(here.length);
      expect(Object.values(detail.projectsByStatus).reduce((a, b) => a + b, 0)).toBe(here.length);
      expect(detail.featuredCount).toBe(here.filter((project) => project.featured).length);
      expect(detail.newlyLaunchedCount).toBe(here.filter((project) => project.isNewlyLaunched).length);
      expect(detail.verifiedCount).toBe(here.filter((project) => project.verified).length);
      const prices = here.map((project) => project.startingPrice!);
      expect(detail.averagePrice).toBe(Math.round(prices.reduce((a, b) => a + b, 0) / prices.length));
    }
  });

  it('answers a city page asked for under its other name with the catalogue\'s city', async () => {
    for (const [asked, city] of [['Bengaluru', 'Bangalore'], ['bombay', 'Mumbai'], ['Madras', 'Chennai'], ['Calcutta', 'Kolkata']]) {
      const response = await app.inject(`/api/cities/${asked}`);
      expect({ asked, status: response.statusCode }).toEqual({ asked, status: 200 });
      const detail = cityDetailSchema.parse(JSON.parse(response.payload));
      expect({ asked, city: detail.city, projectCount: detail.projectCount }).toEqual({ asked, city, projectCount: projects.filter((project) => project.city === city).length });
    }
  });
});
