import { propertyFeaturedResponseSchema, propertyListResponseSchema, type PropertyListResponse } from '@plotwise/contracts';
import { insertProject } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';

const ids: Record<string, number> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const app = useTestApp();

beforeAll(async () => {
  ids.farm = (await insertProject({ title: 'Mango Farms', location: 'Mulshi', city: 'Pune', projectType: 'agricultural', startingPrice: 1_800_000, totalArea: 3, areaUnit: 'acres', createdAt: daysAgo(3) })).id;
  ids.shops = (await insertProject({ title: 'Trade Square', location: 'Panvel', city: 'Mumbai', projectType: 'commercial', startingPrice: 24_000_000, totalArea: 2, areaUnit: 'hectare', featured: true, createdAt: daysAgo(2) })).id;
  ids.homes = (await insertProject({ title: 'Lotus Enclave', location: 'Wagholi', city: 'Pune', projectType: 'residential', startingPrice: 3_600_000, totalArea: 40_000, areaUnit: 'sq.ft', createdAt: daysAgo(1) })).id;
  ids.pending = (await insertProject({ title: 'Pending Plots', city: 'Pune', featured: true, approvalStatus: 'pending' })).id;
});

async function list(query: string): Promise<PropertyListResponse> {
  const response = await app.inject(`/api/properties?${query}`);
  expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
  return propertyListResponseSchema.parse(JSON.parse(response.payload));
}
const idsOf = (page: PropertyListResponse) => page.items.map((item) => item.id);

describe('GET /api/properties', () => {
  it('lists approved projects as properties, featured first then newest, with propertyType', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    expect(idsOf(page)).toEqual([ids.shops, ids.homes, ids.farm]);
    for (const item of page.items) expect(item.propertyType).toBe(item.projectType);
  });

  it('takes the older property filter names: location, propertyType, price and area ranges', async () => {
    expect(idsOf(await list('location=pune'))).toEqual([ids.homes, ids.farm]);
    expect(idsOf(await list('propertyType=agricultural'))).toEqual([ids.farm]);
    expect(idsOf(await list('propertyType=all&location=maharashtra'))).toHaveLength(3);
    expect(idsOf(await list('minPrice=2000000&maxPrice=5000000'))).toEqual([ids.homes]);
    // 3 acres = 130,680 sq.ft; 2 ha = 215,278.2 sq.ft; 40,000 sq.ft.
    expect(idsOf(await list('minArea=100000'))).toEqual([ids.shops, ids.farm]);
    expect(idsOf(await list('maxArea=50000'))).toEqual([ids.homes]);
  });

  it('pages', async () => {
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(idsOf(second)).toEqual([ids.farm]);
  });

  it.each([
    ['projectType=residential', 'Unknown field: projectType'],
    ['sortBy=newest', 'Unknown field: sortBy'],
    ['propertyType=villa', 'propertyType must be one of: all, residential, commercial, mixed-use, agricultural'],
    ['minPrice=5&maxPrice=1', 'minPrice must not be more than maxPrice'],
    ['maxArea=-2', 'maxArea must be an area in sq.ft (a number, 0 or more)'],
    ['location=a&location=b', 'location may be given only once'],
    ['page=-1', 'page must be a positive whole number'],
  ])('%s -> 400 %s', async (query, message) => {
    const response = await app.inject(`/api/properties?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toBe(message);
  });
});

describe('GET /api/properties/featured', () => {
  it('lists approved featured projects as properties', async () => {
    const response = await app.inject('/api/properties/featured');
    expect(response.statusCode).toBe(200);
    const items = propertyFeaturedResponseSchema.parse(JSON.parse(response.payload));
    expect(items.map((item) => [item.id, item.propertyType])).toEqual([[ids.shops, 'commercial']]);
  });

  it('takes no parameters', async () => {
    const response = await app.inject('/api/properties/featured?limit=3');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toBe('Unknown field: limit');
  });
});
