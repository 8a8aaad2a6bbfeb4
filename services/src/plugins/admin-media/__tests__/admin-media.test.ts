import type { ServerInjectResponse } from '@hapi/hapi';
import { CATALOG_TEXTS, CITIES, MEDIA_CITIES, type MediaListResponse } from '@plotwise/contracts';
import { CityImage, Project } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { useTestApp } from '../../../../test/support/test-app';

let ids: { older: number; newer: number; plot: number; bare: number };

const image = (name: string, isDefault = false) => ({ url: `https://img.example.com/${name}.jpg`, caption: name, isDefault });

const app = useTestApp({ signInAdmin: true });

beforeAll(async () => {
  await CityImage.query().insert({ city: 'Mumbai', url: 'https://img.example.com/mumbai.jpg', caption: 'Mumbai skyline' });
  ids = {
    older: (await insertProject({ title: 'Older Project', images: [image('o1', true), image('o2')], createdAt: new Date('2024-01-01') })).id,
    newer: (await insertProject({ title: 'Newer Project', images: [image('n1'), image('n2', true), image('n3')], createdAt: new Date('2024-02-01') })).id,
    plot: (await insertProject({ title: 'Owner Plot', submitterName: 'Ravi', approvalStatus: 'pending', images: [image('p1', true)], createdAt: new Date('2024-03-01') })).id,
    bare: (await insertProject({ title: 'No Pictures', images: [] })).id,
  };
});

const body = <T>(response: ServerInjectResponse) => JSON.parse(response.payload) as T;
const message = (response: ServerInjectResponse) => body<{ message: string }>(response).message;
const media = async (query = '') => {
  const response = await app.inject({ url: `/api/admin/media${query}`, headers: { cookie: app.adminCookie } });
  expect(response.statusCode).toBe(200);
  return body<MediaListResponse>(response);
};

describe('GET /api/admin/media', () => {
  it("lists the banner of every city the site shows first (the eight main cities, then the rest), then every image of the newest listings first", async () => {
    const all = await media();
    expect(all.total).toBe(12 + 6);
    expect(all.items.slice(0, 12).map((item) => item.relatedTitle)).toEqual([
      'Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Pune', 'Ahmedabad', 'Chennai', 'Kolkata', 'Jaipur', 'Lucknow', 'Kochi', 'Chandigarh',
    ]);
    expect([...MEDIA_CITIES].sort()).toEqual([...CITIES].sort());
    expect(all.items[0]).toMatchObject({ id: 'city:Mumbai', category: 'city', url: 'https://img.example.com/mumbai.jpg', caption: 'Mumbai skyline', relatedId: null });
    expect(all.items[1]).toMatchObject({ id: 'city:Delhi', url: null });
    expect(all.items.slice(12).map((item) => item.caption)).toEqual(['p1', 'n1', 'n2', 'n3', 'o1', 'o2']);
    expect(all.items[12]).toMatchObject({ category: 'property', relatedId: ids.plot, relatedTitle: 'Owner Plot', isDefault: true, type: 'image' });
    expect(all.items[14]).toMatchObject({ id: `project:${ids.newer}:1`, category: 'project', isDefault: true });
  });

  it('filters by category: projects, owner-submitted properties, cities', async () => {
    expect((await media('?category=project')).items.map((item) => item.caption)).toEqual(['n1', 'n2', 'n3', 'o1', 'o2']);
    expect((await media('?category=property')).items.map((item) => item.caption)).toEqual(['p1']);
    const cities = await media('?category=city');
    expect(cities.total).toBe(12);
    expect(cities.items.every((item) => item.category === 'city')).toBe(true);
  });

  it('pages across the cities and the images', async () => {
    const first = await media('?pageSize=5');
    expect(first.items.map((item) => item.relatedTitle)).toEqual(MEDIA_CITIES.slice(0, 5));
    const second = await media('?pageSize=5&page=2');
    expect(second.items.map((item) => item.relatedTitle)).toEqual(['Ahmedabad', 'Chennai', 'Kolkata', 'Jaipur', 'Lucknow']);
    const third = await media('?pageSize=5&page=3');
    expect(third.items.map((item) => item.caption || item.relatedTitle)).toEqual(['Kochi', 'Chandigarh', 'p1', 'n1', 'n2']);
    const fourth = await media('?pageSize=5&page=4');
    expect(fourth.items.map((item) => item.caption)).toEqual(['n3', 'o1', 'o2']);
    expect(fourth.total).toBe(18);
  });

  it.each([
    ['?category=video', 'category must be one of: all, project, property, city'],
    ['?page=-1', 'page must be a positive whole number'],
    ['?relatedId=1', 'Unknown field: relatedId'],
  ])('refuses %s with 400', async (query, expected) => {
    const response = await app.inject({ url: `/api/admin/media${query}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });
});

describe('PUT /api/admin/media/cities/{city}', () => {
  const put = (city: string, payload: unknown, cookie = app.adminCookie) =>
    app.inject({ method: 'PUT', url: `/api/admin/media/cities/${encodeURIComponent(city)}`, payload: payload as object, headers: { cookie } });

  it("replaces a city's banner, and the public city page shows it", async () => {
    const url = await uploadedUrl(app, 'image', 'pune.png', SAMPLE_FILES.png(400), { cookie: app.adminCookie });
    const response = await put('pune', { url, caption: 'Pune by night' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ city: 'Pune', url, caption: 'Pune by night' });
    const city = body<{ imageUrl: string; imageCaption: string }>(await app.inject('/api/cities/Pune'));
    expect(city).toMatchObject({ imageUrl: url, imageCaption: 'Pune by night' });
  });

  it("answers 404 'City not found' for an unknown city and 400 for bad input", async () => {
    const unknown = await put('Atlantis', { url: 'https://img.example.com/a.jpg', caption: 'A' });
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe('City not found');
    for (const [payload, expected] of [
      [{ url: 'http://img.example.com/a.jpg' }, 'Invalid image URL'],
      [{ url: '' }, 'Invalid image URL'],
      [{ caption: 'No url' }, 'Invalid image URL'],
      [{ url: '/api/files/00000000-0000-4000-8000-000000000000' }, 'Invalid image URL'],
      [{ url: 'https://img.example.com/a.jpg', updatedBy: 1 }, 'Unknown field: updatedBy'],
    ] as const) {
      const response = await put('Delhi', payload);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(expected);
    }
    expect(await CityImage.query().whereRaw('lower(city) = ?', ['delhi']).resultSize()).toBe(0);
  });
});

describe('DELETE /api/admin/media/{category}/{id}', () => {
  const remove = (path: string, cookie = app.adminCookie) => app.inject({ method: 'DELETE', url: `/api/admin/media/${path}`, headers: { cookie } });

  it("removes one image from a project's list; removing the default makes the first remaining one default", async () => {
    const response = await remove(`project/${ids.newer}?url=${encodeURIComponent('https://img.example.com/n2.jpg')}`);
    expect(response.statusCode).toBe(200);
    const project = await Project.query().findById(ids.newer);
    expect(project!.images).toEqual([image('n1', true), image('n3')]);
    expect(project!.defaultImage).toBe('https://img.example.com/n1.jpg');
    expect(project!.version).toBe(2);
  });

  it("removes a property's last image", async () => {
    const response = await remove(`property/${ids.plot}?url=${encodeURIComponent('https://img.example.com/p1.jpg')}`);
    expect(response.statusCode).toBe(200);
    expect(await Project.query().findById(ids.plot)).toMatchObject({ images: [], defaultImage: null });
  });

  it.each([
    ['city/Mumbai?url=x', 400, 'City images cannot be deleted, only replaced: use Edit to choose a new picture.'],
    ['video/1?url=x', 400, 'Invalid media category'],
    ['project/abc?url=x', 400, 'id must be a positive whole number'],
    ['project/1', 400, 'url of the image to delete is required'],
    ['project/999999?url=x', 404, CATALOG_TEXTS.projectNotFound],
    [`property/${1}?url=x`, 404, 'Property not found'],
  ])('answers %s with %i', async (path, status, expected) => {
    const response = await remove(path);
    expect(response.statusCode).toBe(status);
    expect(message(response)).toBe(expected);
  });

  it('answers 404 for an image the listing does not have', async () => {
    const response = await remove(`project/${ids.older}?url=${encodeURIComponent('https://img.example.com/zz.jpg')}`);
    expect(response.statusCode).toBe(404);
    expect(message(response)).toBe('That image is no longer on this listing.');
    expect((await Project.query().findById(ids.older))!.images).toHaveLength(2);
  });

  it('refuses visitors, users and agents on every media route', async () => {
    const user = await insertUser();
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const calls = [
      { method: 'GET', url: '/api/admin/media' },
      { method: 'PUT', url: '/api/admin/media/cities/Mumbai', payload: { url: 'https://img.example.com/x.jpg', caption: 'x' } },
      { method: 'DELETE', url: `/api/admin/media/project/${ids.older}?url=${encodeURIComponent('https://img.example.com/o1.jpg')}` },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      for (const person of [user, agent]) {
        expect((await app.inject({ ...call, headers: { cookie: sessionCookieFor(person, app.config.jwtSecret) } })).statusCode).toBe(403);
      }
    }
    expect((await Project.query().findById(ids.older))!.images).toHaveLength(2);
    expect(await CityImage.query().findOne({ city: 'Mumbai' })).toMatchObject({ caption: 'Mumbai skyline' });
  });
});
