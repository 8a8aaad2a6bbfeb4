import { CITIES, CATALOG_TEXTS, cityDetailSchema, cityListResponseSchema, type CityDetail, type CityStats } from '@plotwise/contracts';
import { CityImage, User } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';
import { updateCityImage } from '../city-service';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const app = useTestApp();

beforeAll(async () => {
  await insertProject({ city: 'Pune', location: 'Wagholi', startingPrice: 2_000_000, projectType: 'residential', status: 'ongoing', featured: true, createdAt: daysAgo(10) });
  // The same city and locality typed in other cases count together.
  await insertProject({ city: 'pune', location: 'wagholi', startingPrice: 5_000_000, projectType: 'commercial', status: 'ready', verified: true, createdAt: daysAgo(20) });
  await insertProject({ city: 'PUNE', location: 'Baner', startingPrice: null, projectType: 'residential', status: 'upcoming', isNewlyLaunched: true, createdAt: daysAgo(200) });
  await insertProject({ city: 'Pune', location: 'Hinjewadi', startingPrice: 99_000_000, approvalStatus: 'pending' });
  await insertProject({ city: 'Pune', location: 'Hinjewadi', startingPrice: 1_000, approvalStatus: 'rejected' });
  await insertProject({ city: 'Nagpur', state: 'Maharashtra', location: 'Wardha Road', startingPrice: 1_500_000 });
  await insertProject({ city: 'Nagpur', state: 'Maharashtra', location: 'Hingna', startingPrice: 2_500_000 });
  await insertProject({ city: 'Mumbai', location: 'Panvel', startingPrice: 30_000_000 });
});

/** Pune's line in the list, from its three approved projects: the city page shows the same and more. */
const PUNE: CityStats = {
  city: 'Pune',
  state: 'Maharashtra',
  projectCount: 3,
  minPrice: 2_000_000,
  maxPrice: 5_000_000,
  popularLocalities: [
    { name: 'Wagholi', projectCount: 2, minPrice: 2_000_000 },
    { name: 'Baner', projectCount: 1, minPrice: null },
  ],
  imageUrl: null,
  imageCaption: null,
};

const json = (payload: string) => JSON.parse(payload) as unknown;

async function cities(): Promise<CityStats[]> {
  const response = await app.inject('/api/cities');
  expect(response.statusCode).toBe(200);
  return cityListResponseSchema.parse(json(response.payload));
}

async function city(name: string): Promise<CityDetail> {
  const response = await app.inject(`/api/cities/${encodeURIComponent(name)}`);
  expect({ name, status: response.statusCode }).toEqual({ name, status: 200 });
  return cityDetailSchema.strict().parse(json(response.payload));
}

describe('GET /api/cities', () => {
  it('lists cities with approved projects, most first, grouped and spelt as in CITIES', async () => {
    const list = await cities();
    expect(list.map((entry) => [entry.city, entry.projectCount])).toEqual([
      ['Pune', 3],
      ['Nagpur', 2],
      ['Mumbai', 1],
    ]);
    expect(list[0]).toEqual(PUNE);
  });

  it('takes no parameters', async () => {
    const response = await app.inject('/api/cities?limit=4');
    expect(response.statusCode).toBe(400);
    expect((json(response.payload) as { message: string }).message).toBe('Unknown field: limit');
  });
});

describe('GET /api/cities/{city}', () => {
  it("gives the city page's figures in any case", async () => {
    const pune = await city('PUNE');
    expect(pune).toEqual({
      ...PUNE,
      averagePrice: 3_500_000,
      projectsByType: { residential: 2, commercial: 1, 'mixed-use': 0, agricultural: 0 },
      projectsByStatus: { upcoming: 1, ongoing: 1, ready: 1 },
      featuredCount: 1,
      newlyLaunchedCount: 1,
      verifiedCount: 1,
      recentlyListedCount: 2,
    });
    expect(await city('pune')).toEqual(pune);
  });

  it('answers a city outside CITIES that has projects', async () => {
    expect(await city('nagpur')).toMatchObject({ city: 'Nagpur', projectCount: 2, minPrice: 1_500_000, maxPrice: 2_500_000 });
  });

  it('answers a city of CITIES without projects with zero counts, not 404', async () => {
    const kochi = await city('kochi');
    expect(kochi).toMatchObject({
      city: 'Kochi',
      projectCount: 0,
      minPrice: null,
      maxPrice: null,
      averagePrice: null,
      popularLocalities: [],
      projectsByType: { residential: 0, commercial: 0, 'mixed-use': 0, agricultural: 0 },
      recentlyListedCount: 0,
    });
  });

  it("answers 404 'City not found' for an unknown city", async () => {
    const response = await app.inject('/api/cities/Atlantis');
    expect(response.statusCode).toBe(404);
    expect((json(response.payload) as { message: string }).message).toBe(CATALOG_TEXTS.cityNotFound);
  });

  it('answers 400 for a name that is not a city name', async () => {
    for (const name of ['x', 'Pune%3B%20drop%20table', '123', 'a'.repeat(101)]) {
      const response = await app.inject(`/api/cities/${name}`);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
    }
    const query = await app.inject('/api/cities/Pune?tab=projects');
    expect(query.statusCode).toBe(400);
  });
});

describe('updateCityImage', () => {
  it('sets and then replaces a city picture, recording the admin, seen by both calls', async () => {
    const admin = await User.query().where('role', 'admin').first();
    const first = await updateCityImage('pune', { url: '/api/files/first', caption: 'Pune at dawn' }, admin!.id);
    expect(first).toMatchObject({ city: 'Pune', url: '/api/files/first', caption: 'Pune at dawn', updatedBy: admin!.id });

    const second = await updateCityImage('PUNE', { url: '/api/files/second', caption: '' }, admin!.id);
    expect(second).toMatchObject({ city: 'Pune', url: '/api/files/second', caption: '' });
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await CityImage.query().whereRaw('lower(city) = ?', ['pune']).resultSize()).toBe(1);

    expect((await cities())[0]).toMatchObject({ city: 'Pune', imageUrl: '/api/files/second', imageCaption: '' });
    expect(await city('Pune')).toMatchObject({ imageUrl: '/api/files/second' });
  });

  it('accepts every city of CITIES, and a city that has projects', async () => {
    for (const name of CITIES) await updateCityImage(name.toUpperCase(), { url: `/api/files/${name}`, caption: name }, null);
    const nagpur = await updateCityImage('nagpur', { url: '/api/files/nagpur', caption: 'Nagpur' }, null);
    expect(nagpur.city).toBe('Nagpur');
    expect(await CityImage.query().resultSize()).toBe(13);
    expect(await city('Kochi')).toMatchObject({ imageUrl: '/api/files/Kochi', imageCaption: 'Kochi', projectCount: 0 });
  });

  it("refuses an unknown city with 404 'City not found'", async () => {
    await expect(updateCityImage('Atlantis', { url: '/api/files/x', caption: '' }, null)).rejects.toMatchObject({
      isBoom: true,
      output: { statusCode: 404, payload: { message: 'City not found' } },
    });
  });

  it('works inside a transaction that rolls back', async () => {
    await app.knex
      .transaction(async (trx) => {
        await updateCityImage('Delhi', { url: '/api/files/rolled-back', caption: '' }, null, trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await city('Delhi')).toMatchObject({ imageUrl: '/api/files/Delhi' });
  });
});
