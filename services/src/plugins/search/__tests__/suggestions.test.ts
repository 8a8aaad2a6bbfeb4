import { searchSuggestionsResponseSchema, type SearchSuggestion } from '@plotwise/contracts';
import { insertProject } from '../../../../test/support/fixtures';
import { loginAsAdmin, messageOf, useTestApp } from '../../../../test/support/test-app';


const app = useTestApp();

beforeAll(async () => {
  const place = (location: string, city: string, state: string, count: number, approvalStatus: 'approved' | 'pending' = 'approved') =>
    Promise.all(Array.from({ length: count }, () => insertProject({ location, city, state, approvalStatus })));
  await place('Whitefield', 'Bangalore', 'Karnataka', 3);
  await place('Devanahalli', 'Bangalore', 'Karnataka', 2);
  await place('Banashankari', 'Bangalore', 'Karnataka', 1);
  await place('Hinjewadi Phase 3', 'Pune', 'Maharashtra', 4);
  await place('Wagholi', 'pune', 'Maharashtra', 1);
  await place('Banjara Hills', 'Hyderabad', 'Telangana', 1);
  await place('Sanand', 'Nashik', 'Maharashtra', 2, 'pending');
});

async function suggest(q: string): Promise<SearchSuggestion[]> {
  const response = await app.inject(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect({ q, status: response.statusCode }).toEqual({ q, status: 200 });
  return searchSuggestionsResponseSchema.parse(JSON.parse(response.payload)).suggestions;
}

const labels = (suggestions: SearchSuggestion[]) =>
  suggestions.map((entry) => `${entry.kind === 'city' ? entry.name : `${entry.name}, ${entry.city}`} (${entry.projectCount})`);

describe('GET /api/search/suggestions', () => {
  it('offers the cities and localities that start with what is typed, with their public project counts', async () => {
    expect(labels(await suggest('ban'))).toEqual(['Bangalore (6)', 'Banashankari, Bangalore (1)', 'Banjara Hills, Hyderabad (1)']);
    expect(labels(await suggest('pune'))).toEqual(['Pune (5)', 'Hinjewadi Phase 3, Pune (4)', 'Wagholi, Pune (1)']);
    expect(labels(await suggest('Hinj'))).toEqual(['Hinjewadi Phase 3, Pune (4)']);
    expect(labels(await suggest('phase'))).toEqual(['Hinjewadi Phase 3, Pune (4)']);
  });

  it('answers to the city after a locality, and to a state for its cities', async () => {
    expect(labels(await suggest('whitefield bang'))).toEqual(['Whitefield, Bangalore (3)']);
    expect(labels(await suggest('karnataka'))).toEqual(['Bangalore (6)']);
  });

  it('forgives a misspelling', async () => {
    expect(labels(await suggest('Banglore'))[0]).toBe('Bangalore (6)');
    expect(labels(await suggest('hinjewdi'))).toEqual(['Hinjewadi Phase 3, Pune (4)']);
    expect(labels(await suggest('wagoli'))).toEqual(['Wagholi, Pune (1)']);
  });

  it('never offers a place whose only projects are not public, nor anything for blank text', async () => {
    expect(await suggest('nashik')).toEqual([]);
    expect(await suggest('sanand')).toEqual([]);
    expect(await suggest('%_\\')).toEqual([]);
    expect(await suggest('zzzz')).toEqual([]);
  });

  it('offers a place once its first project is approved', async () => {
    const project = await insertProject({ location: 'Gangapur Road', city: 'Nashik', state: 'Maharashtra', approvalStatus: 'pending' });
    const cookie = await loginAsAdmin(app);
    const approved = await app.inject({ method: 'PATCH', url: `/api/admin/projects/${project.id}/approve`, headers: { cookie } });
    expect(approved.statusCode).toBe(200);
    expect(labels(await suggest('nashik'))).toEqual(['Nashik (1)', 'Gangapur Road, Nashik (1)']);
  });

  it('holds at most eight, and may be cached for a minute', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, n) => insertProject({ location: `Sector ${n + 1}`, city: 'Gurgaon', state: 'Haryana' })));
    const cookie = await loginAsAdmin(app);
    await app.inject({ method: 'PATCH', url: '/api/admin/projects/1/approve', headers: { cookie } });
    const response = await app.inject('/api/search/suggestions?q=sector');
    expect(searchSuggestionsResponseSchema.parse(JSON.parse(response.payload)).suggestions).toHaveLength(8);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it.each([
    ['', 'q is required'],
    ['q=%20%20', 'q is required'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=a&q=b', 'q may be given only once'],
    ['q=a&city=Pune', 'Unknown field: city'],
  ])('%s -> 400 %s', async (query, message) => {
    const response = await app.inject(`/api/search/suggestions?${query}`);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });
});
