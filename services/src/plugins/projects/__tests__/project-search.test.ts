import { projectListResponseSchema, type ProjectListResponse } from '@plotwise/contracts';
import { Project } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { loginAsAdmin, useTestApp } from '../../../../test/support/test-app';

const ids: Record<string, number> = {};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const app = useTestApp();

beforeAll(async () => {
  const add = async (key: string, overrides: Partial<Project>) => {
    ids[key] = (await insertProject(overrides)).id;
  };
  await add('emerald', {
    title: 'Emerald Greens', location: 'Hinjewadi Phase 3', city: 'Pune', state: 'Maharashtra',
    projectType: 'residential', status: 'ongoing', startingPrice: 2_500_000, totalArea: 10, areaUnit: 'acres',
    featured: true, createdAt: daysAgo(5), description: 'Green meadows around a clubhouse, 10 minutes from the IT park.',
  });
  await add('sapphire', {
    title: 'Sapphire Business Park', location: 'Panvel', city: 'Mumbai', state: 'Maharashtra',
    projectType: 'commercial', status: 'ready', startingPrice: 45_000_000, totalArea: 5, areaUnit: 'hectare',
    createdAt: daysAgo(4), amenities: ['Helipad', 'Power backup'],
  });
  await add('lotus', {
    title: 'Lotus Farms', location: 'Devanahalli', city: 'Bangalore', state: 'Karnataka',
    projectType: 'agricultural', status: 'upcoming', startingPrice: null, totalArea: 50, areaUnit: 'acres',
    createdAt: daysAgo(3),
  });
  await add('orchid', {
    title: 'Orchid Township', location: 'Shamshabad', city: 'Hyderabad', state: 'Telangana',
    projectType: 'mixed-use', status: 'ongoing', startingPrice: 8_000_000, totalArea: 20_000, areaUnit: 'sq.m',
    featured: true, createdAt: daysAgo(2), description: 'Gated plots next to the new airport.', reraNumber: 'P02400004567',
  });
  // Stored by someone who typed the city in lower case.
  await add('wagholi', {
    title: 'Banyan Meadows', location: 'Wagholi', city: 'pune', state: 'Maharashtra',
    projectType: 'residential', status: 'ready', startingPrice: 1_200_000, totalArea: 30_000, areaUnit: 'sq.ft',
    createdAt: daysAgo(1),
  });
  await add('percent', {
    title: '100% Green_Acres', location: 'Sanand', city: 'Ahmedabad', state: 'Gujarat',
    projectType: 'agricultural', status: 'ready', startingPrice: 900_000, totalArea: 2, areaUnit: 'acres',
    createdAt: daysAgo(6),
  });
  await add('pending', { title: 'Emerald Pending', city: 'Pune', approvalStatus: 'pending', featured: true });
  await add('rejected', { title: 'Emerald Rejected', city: 'Pune', approvalStatus: 'rejected' });
});

async function list(query: string): Promise<ProjectListResponse> {
  const response = await app.inject(`/api/projects?${query}`);
  expect({ query, status: response.statusCode, body: response.statusCode === 200 ? '' : response.payload }).toEqual({ query, status: 200, body: '' });
  return projectListResponseSchema.parse(JSON.parse(response.payload));
}

/** The keys of the projects a query finds, in the order it returns them. */
async function found(query: string): Promise<string[]> {
  const page = await list(query);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return page.items.map((item) => byId.get(item.id) ?? `#${item.id}`);
}

const sorted = (keys: string[]) => [...keys].sort();

describe('GET /api/projects text search', () => {
  it('finds words in the title, location, city and state in any case, every word required', async () => {
    expect(await found('search=emerald')).toEqual(['emerald']);
    expect(await found('search=EMERALD%20greens')).toEqual(['emerald']);
    expect(await found('search=greens%20pune')).toEqual(['emerald']);
    expect(await found('search=hinjewadi')).toEqual(['emerald']);
    expect(sorted(await found('search=maharashtra'))).toEqual(['emerald', 'sapphire', 'wagholi']);
    expect(await found('search=karnataka%20farms')).toEqual(['lotus']);
    expect(await found('search=town')).toEqual(['orchid']);
    expect(await found('search=greens%20mumbai')).toEqual([]);
  });

  it('finds words of the description, the RERA number, the type and the amenities', async () => {
    expect(await found('search=airport')).toEqual(['orchid']);
    expect(await found('search=P02400004567')).toEqual(['orchid']);
    expect(await found('search=p0240000')).toEqual(['orchid']);
    expect(await found('search=helipad')).toEqual(['sapphire']);
    expect(await found('search=mixed%20use')).toEqual(['orchid']);
    expect(sorted(await found('search=pune%20residential'))).toEqual(['emerald', 'wagholi']);
    expect(await found('search=hyderabad%20commercial')).toEqual([]);
  });

  it('reads the words of a plural or another form as the same word', async () => {
    expect(await found('search=townships')).toEqual(['orchid']);
    // "farm" names a type: both agricultural projects, whatever their titles say.
    expect(await found('search=farm')).toEqual(['lotus', 'percent']);
  });

  it('forgives a misspelt place or name', async () => {
    expect(await found('search=Banglore')).toEqual(['lotus']);
    expect(await found('search=hinjewdi')).toEqual(['emerald']);
    expect(await found('search=saphire%20business')).toEqual(['sapphire']);
    expect(await found('search=banglore%20farms')).toEqual(['lotus']);
    expect(await found('search=banglore%20meadows')).toEqual([]);
  });

  it('ranks the best matches first in the recommended order, and keeps any other sort', async () => {
    // "meadows" is the title of Banyan Meadows, and only a word of Emerald Greens' description.
    expect(await found('search=meadows')).toEqual(['wagholi', 'emerald']);
    expect(await found('search=meadows&sortBy=price_high')).toEqual(['emerald', 'wagholi']);
    expect(await found('search=meadows&featured=true')).toEqual(['emerald']);
    const page = await list('search=meadows&pageSize=1&page=2');
    expect(page).toMatchObject({ total: 2, page: 2 });
    expect(page.items.map((item) => item.id)).toEqual([ids.emerald]);
  });

  it('reads only letters and digits: symbols alone are no search', async () => {
    expect((await list('search=%25')).total).toBe(6);
    expect(sorted(await found('search=100%25'))).toEqual(['percent']);
    expect(sorted(await found('search=green_'))).toEqual(['emerald', 'percent']);
    expect((await list('search=%5C%26%7C!%3A*')).total).toBe(6);
    expect((await list('search=a')).total).toBe(6);
    expect(await found('search=a%20helipad')).toEqual(['sapphire']);
  });

  it('never shows pending or rejected projects', async () => {
    expect(await found('search=emerald&pageSize=100')).toEqual(['emerald']);
    expect((await list('pageSize=100')).total).toBe(6);
  });

  it('binds the text: SQL in a search is only text', async () => {
    expect(await found(`search=${encodeURIComponent("'; drop table projects; --")}`)).toEqual([]);
    expect(await found(`location=${encodeURIComponent("zz' or 'qq'='qq")}`)).toEqual([]);
    expect(await Project.query().resultSize()).toBe(8);
  });
});

describe('GET /api/projects filters', () => {
  it('location matches the locality, the city or the state', async () => {
    expect(await found('location=hinjewadi')).toEqual(['emerald']);
    expect(sorted(await found('location=Pune'))).toEqual(['emerald', 'wagholi']);
    expect(await found('location=telangana')).toEqual(['orchid']);
    expect(await found('location=Wagholi,%20Pune')).toEqual(['wagholi']);
    // Both boxes read words alike: a word that names no place is searched as text.
    expect(await found('location=Greens')).toEqual(await found('search=Greens'));
  });

  it('city matches the whole name in any case', async () => {
    expect(sorted(await found('city=PUNE'))).toEqual(['emerald', 'wagholi']);
    expect(sorted(await found('city=pune'))).toEqual(['emerald', 'wagholi']);
    expect(await found('city=Pun')).toEqual([]);
  });

  it('projectType and status, with all meaning no filter', async () => {
    expect(await found('projectType=commercial')).toEqual(['sapphire']);
    expect(await found('projectType=mixed-use')).toEqual(['orchid']);
    expect(sorted(await found('projectType=agricultural'))).toEqual(['lotus', 'percent']);
    expect(sorted(await found('projectType=residential&status=ready'))).toEqual(['wagholi']);
    expect(await found('status=upcoming')).toEqual(['lotus']);
    expect(sorted(await found('status=ongoing'))).toEqual(['emerald', 'orchid']);
    expect((await list('projectType=all&status=all')).total).toBe(6);
  });

  it('price range is inclusive and leaves out projects priced on request', async () => {
    expect(sorted(await found('minPrice=5000000'))).toEqual(['orchid', 'sapphire']);
    expect(sorted(await found('maxPrice=2500000'))).toEqual(['emerald', 'percent', 'wagholi']);
    expect(await found('minPrice=2500000&maxPrice=2500000')).toEqual(['emerald']);
    expect(await found('minPrice=0&maxPrice=100000')).toEqual([]);
  });

  it('area range compares in sq.ft whatever unit the project uses', async () => {
    // emerald 10 acres = 435,600; sapphire 5 ha = 538,195.5; lotus 50 acres = 2,178,000;
    // orchid 20,000 sq.m = 215,278; wagholi 30,000 sq.ft; percent 2 acres = 87,120.
    expect(sorted(await found('minArea=400000'))).toEqual(['emerald', 'lotus', 'sapphire']);
    expect(sorted(await found('minArea=200000&maxArea=540000'))).toEqual(['emerald', 'orchid', 'sapphire']);
    expect(sorted(await found('maxArea=87120'))).toEqual(['percent', 'wagholi']);
    expect(await found('minArea=538195&maxArea=538196')).toEqual(['sapphire']);
  });

  it('featured true or false', async () => {
    expect(sorted(await found('featured=true'))).toEqual(['emerald', 'orchid']);
    expect(sorted(await found('featured=false'))).toEqual(['lotus', 'percent', 'sapphire', 'wagholi']);
  });

  it('combines filters and treats empty ones as absent', async () => {
    expect(await found('location=maharashtra&projectType=residential&maxPrice=2000000&sortBy=price_low')).toEqual(['wagholi']);
    expect((await list('search=&location=&city=&projectType=&status=&minPrice=&maxPrice=&minArea=&maxArea=&featured=&sortBy=&page=&pageSize=')).total).toBe(6);
  });
});

describe('GET /api/projects sort', () => {
  it.each([
    ['default', ['orchid', 'emerald', 'wagholi', 'lotus', 'sapphire', 'percent']],
    ['newest', ['wagholi', 'orchid', 'lotus', 'sapphire', 'emerald', 'percent']],
    ['oldest', ['percent', 'emerald', 'sapphire', 'lotus', 'orchid', 'wagholi']],
    ['name_asc', ['percent', 'wagholi', 'emerald', 'lotus', 'orchid', 'sapphire']],
    ['name_desc', ['sapphire', 'orchid', 'lotus', 'emerald', 'wagholi', 'percent']],
    ['price_low', ['percent', 'wagholi', 'emerald', 'orchid', 'sapphire', 'lotus']],
    ['price_high', ['sapphire', 'orchid', 'emerald', 'wagholi', 'percent', 'lotus']],
  ])('%s', async (sortBy, expected) => {
    expect(await found(`sortBy=${sortBy}`)).toEqual(expected);
  });

  it('default is the order without sortBy', async () => {
    expect(await found('')).toEqual(await found('sortBy=default'));
  });
});

describe('GET /api/projects pages', () => {
  it('pages through the sorted list with the total of all pages', async () => {
    const first = await list('sortBy=newest&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(first.items).toHaveLength(4);
    const second = await list('sortBy=newest&pageSize=4&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.items.map((item) => item.id)).toEqual([ids.emerald, ids.percent]);
  });

  it('answers an empty page past the end, with the total', async () => {
    expect(await list('page=3&pageSize=4')).toEqual({ items: [], total: 6, page: 3, pageSize: 4 });
  });

  it('uses 12 by default and caps the page size at 100', async () => {
    expect((await list('')).pageSize).toBe(12);
    expect((await list('pageSize=100000')).pageSize).toBe(100);
  });

  it('returns card-sized items without the detail fields', async () => {
    const [item] = (await list('search=emerald')).items;
    expect(Object.keys(item!)).not.toEqual(expect.arrayContaining(['description']));
    expect(item).toMatchObject({ title: 'Emerald Greens', totalArea: 10, areaUnit: 'acres', startingPrice: 2_500_000 });
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('searchDocument');
    expect(item).not.toHaveProperty('totalAreaSqFt');
  });
});

describe('GET /api/projects bad input', () => {
  it.each([
    ['color=red', 'Unknown field: color'],
    ['sortBy=random', 'sortBy must be one of: default, name_asc, name_desc, price_low, price_high, newest, oldest'],
    ['projectType=villa', 'projectType must be one of: all, residential, commercial, mixed-use, agricultural'],
    ['status=completed', 'status must be one of: all, upcoming, ongoing, ready'],
    ['featured=yes', 'featured must be true or false'],
    ['page=0', 'page must be a positive whole number'],
    ['page=-1', 'page must be a positive whole number'],
    ['page=abc', 'page must be a positive whole number'],
    ['page=1.5', 'page must be a positive whole number'],
    ['page=10000000', 'page must be a positive whole number'],
    ['pageSize=0', 'pageSize must be a positive whole number'],
    ['pageSize=-3', 'pageSize must be a positive whole number'],
    ['minPrice=-5', 'minPrice must be a whole number of rupees (0 or more)'],
    ['maxPrice=abc', 'maxPrice must be a whole number of rupees (0 or more)'],
    ['minPrice=1.5', 'minPrice must be a whole number of rupees (0 or more)'],
    ['minArea=-1', 'minArea must be an area in sq.ft (a number, 0 or more)'],
    ['maxArea=1e5', 'maxArea must be an area in sq.ft (a number, 0 or more)'],
    ['minPrice=10&maxPrice=5', 'minPrice must not be more than maxPrice'],
    ['minArea=1000&maxArea=999.5', 'minArea must not be more than maxArea'],
    ['city=Pune&city=Mumbai', 'city may be given only once'],
    ['search=a&search=b', 'search may be given only once'],
    ['page=1&page=2', 'page may be given only once'],
    ['sortBy=newest&sortBy=oldest', 'sortBy may be given only once'],
    [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('%s -> 400 %s', async (query, message) => {
    const response = await app.inject(`/api/projects?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload)).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/projects search after a change', () => {
  it('knows the places and names of a project approved a moment ago', async () => {
    const project = await insertProject({ title: 'Zephyr Heights', location: 'Gangapur Road', city: 'Nashik', approvalStatus: 'pending' });
    expect(await found('search=nashk')).toEqual([]);
    const cookie = await loginAsAdmin(app);
    const approved = await app.inject({ method: 'PATCH', url: `/api/admin/projects/${project.id}/approve`, headers: { cookie } });
    expect(approved.statusCode).toBe(200);
    expect(await found('search=nashk')).toEqual([`#${project.id}`]);
    expect(await found('search=zephir%20heights')).toEqual([`#${project.id}`]);
  });
});
