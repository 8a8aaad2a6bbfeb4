import type { ServerInjectResponse } from '@hapi/hapi';
import { CATALOG_TEXTS } from '@plotwise/contracts';
import { Project, OutgoingMessage, SmsSubscription, WishlistItem } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

const body = <T = Record<string, unknown>>(response: ServerInjectResponse) => JSON.parse(response.payload) as T;
const message = (response: ServerInjectResponse) => body<{ message: string }>(response).message;

const upload = (kind: 'image' | 'document' | 'layout', data: Buffer, filename: string) => uploadedUrl(app, kind, filename, data, { cookie: app.adminCookie });

const hubProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Green Meadows Phase 2',
  description: 'Gated plotted development with wide internal roads.',
  projectType: 'residential',
  location: 'Hinjewadi Phase 3',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 12.5,
  areaUnit: 'acres',
  startingPrice: 2_500_000,
  plotSizes: [{ size: 1200, unit: 'sq.ft' }],
  amenities: ['Clubhouse', 'Garden'],
  specifications: [{ title: 'Roads', details: '30 ft tar roads' }],
  approvals: ['RERA registered'],
  status: 'ready',
  featured: true,
  verified: true,
  ...overrides,
});

type Saved = { project: { id: number; version: number } & Record<string, unknown>; message: string };

const create = (payload: unknown, cookie = app.adminCookie) => app.inject({ method: 'POST', url: '/api/projects', payload: payload as object, headers: { cookie } });
const update = (id: number, payload: unknown, cookie = app.adminCookie) =>
  app.inject({ method: 'PUT', url: `/api/projects/${id}`, payload: payload as object, headers: { cookie } });
const list = (query = '', cookie = app.adminCookie) => app.inject({ url: `/api/admin/projects${query}`, headers: { cookie } });

describe('POST /api/projects by the admin', () => {
  it('publishes the project at once, created and last updated by the admin, version 1', async () => {
    const response = await create(hubProject());
    expect(response.statusCode).toBe(201);
    const saved = body<Saved>(response);
    expect(saved.message).toBe('The new project has been created successfully');
    expect(saved.project).toMatchObject({
      title: 'Green Meadows Phase 2',
      approvalStatus: 'approved',
      status: 'ready',
      featured: true,
      verified: true,
      startingPrice: 2_500_000,
      totalArea: 12.5,
      plotSizes: [{ size: 1200, unit: 'sq.ft' }],
      createdBy: app.adminId,
      lastUpdatedBy: app.adminId,
      version: 1,
    });
    expect((await app.inject(`/api/projects/${saved.project.id}`)).statusCode).toBe(200);
  });

  it('stores price on request as no price, never ₹0, whether the price is 0, empty or left out', async () => {
    const { startingPrice: _left, ...withoutPrice } = hubProject({ title: 'Price Left Out' });
    for (const payload of [hubProject({ title: 'Price Zero', startingPrice: 0 }), hubProject({ title: 'Price Null', startingPrice: null }), withoutPrice]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(201);
      const saved = body<Saved>(response).project;
      expect((await Project.query().findById(saved.id))!.startingPrice).toBeNull();
      const shown = JSON.parse((await app.inject(`/api/projects/${saved.id}`)).payload) as { startingPrice: unknown };
      expect(shown.startingPrice).toBeNull();
    }
  });

  it('keeps the approval status the admin chose', async () => {
    const saved = body<Saved>(await create(hubProject({ title: 'Held Back Project', approvalStatus: 'pending' })));
    expect(saved.project.approvalStatus).toBe('pending');
    expect((await app.inject(`/api/projects/${saved.project.id}`)).statusCode).toBe(404);
  });

  it('makes exactly one image the default (the first when none is marked) and keeps defaultImage in step', async () => {
    const first = await upload('image', SAMPLE_FILES.png(512), 'gate.png');
    const second = await upload('image', SAMPLE_FILES.jpeg(512), 'road.jpg');
    const images = [
      { url: first, caption: 'Gate' },
      { url: second, caption: 'Road' },
    ];
    const unmarked = body<Saved>(await create(hubProject({ title: 'Two Pictures', images })));
    expect(unmarked.project.images).toEqual([
      { url: first, caption: 'Gate', isDefault: true },
      { url: second, caption: 'Road', isDefault: false },
    ]);
    expect(unmarked.project.defaultImage).toBe(first);

    const marked = body<Saved>(await create(hubProject({ title: 'Second Is Cover', images: [images[0], { ...images[1], isDefault: true }] })));
    expect(marked.project.defaultImage).toBe(second);

    const linked = body<Saved>(await create(hubProject({ title: 'Linked Picture', images: [{ url: 'https://images.example.com/a.jpg', caption: 'A' }] })));
    expect(linked.project.defaultImage).toBe('https://images.example.com/a.jpg');
  });

  it.each([
    ['an empty caption', { caption: '' }],
    ['a blank caption', { caption: '  ' }],
    ['no caption', {}],
  ])('refuses an image with %s (400 Every image needs a caption), as the image dialog does', async (_label, caption) => {
    const response = await create(hubProject({ title: 'Captionless Hub Project', images: [{ url: 'https://images.example.com/a.jpg', isDefault: true, ...caption }] }));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Every image needs a caption');
    expect(await Project.query().where({ title: 'Captionless Hub Project' }).resultSize()).toBe(0);
  });

  it('takes "acre" and other spellings of a unit, for the area and the plot sizes, and stores the one spelling', async () => {
    const response = await create(hubProject({ title: 'Acre Spelling', areaUnit: 'Acre', plotSizes: [{ size: 0.5, unit: 'acre' }, { size: 1200, unit: 'Sq Ft' }] }));
    expect(response.statusCode).toBe(201);
    const { project } = body<Saved>(response);
    expect(project).toMatchObject({ areaUnit: 'acres', plotSizes: [{ size: 0.5, unit: 'acres' }, { size: 1200, unit: 'sq.ft' }] });
    expect(await Project.query().findById(project.id)).toMatchObject({ areaUnit: 'acres', plotSizes: [{ size: 0.5, unit: 'acres' }, { size: 1200, unit: 'sq.ft' }] });
  });

  it('takes uploaded brochures and layout maps, or https links', async () => {
    const brochure = await upload('document', SAMPLE_FILES.pdf(512), 'brochure.pdf');
    const layout = await upload('layout', SAMPLE_FILES.png(512), 'layout.png');
    const saved = body<Saved>(await create(hubProject({ title: 'With Documents', brochureUrl: brochure, layoutMapUrl: layout })));
    expect(saved.project).toMatchObject({ brochureUrl: brochure, layoutMapUrl: layout });
    const linked = body<Saved>(await create(hubProject({ title: 'Linked Documents', brochureUrl: 'https://example.com/b.pdf', layoutMapUrl: '' })));
    expect(linked.project).toMatchObject({ brochureUrl: 'https://example.com/b.pdf', layoutMapUrl: null });
  });

  it('queues SMS alerts for a project it publishes, and none for one it holds back', async () => {
    await SmsSubscription.query().insert({ phone: '+919812345678', allTypes: true, propertyTypes: [], isActive: true, verifiedAt: new Date() });
    const published = body<Saved>(await create(hubProject({ title: 'Alerted Project' })));
    expect(await OutgoingMessage.query().where({ projectId: published.project.id }).resultSize()).toBe(1);
    const held = body<Saved>(await create(hubProject({ title: 'Quiet Project', approvalStatus: 'pending' })));
    expect(await OutgoingMessage.query().where({ projectId: held.project.id }).resultSize()).toBe(0);
  });

  it.each([
    [{ createdBy: 1 }, 'Unknown field: createdBy'],
    [{ lastUpdatedBy: 1 }, 'Unknown field: lastUpdatedBy'],
    [{ version: 3 }, 'Unknown field: version'],
    [{ title: 'ab' }, 'Title must be at least 3 characters'],
    [{ description: '' }, 'Description must be at least 10 characters'],
    [{ location: undefined }, 'Location is required'],
    [{ totalArea: 'twelve' }, 'totalArea must be a number'],
    [{ totalArea: -1 }, 'totalArea must not be negative'],
    [{ startingPrice: 12.5 }, 'startingPrice must be a whole number of rupees'],
    [{ startingPrice: '2500000' }, 'startingPrice must be a whole number of rupees'],
    [{ status: 'completed' }, 'status must be one of: upcoming, ongoing, ready'],
    [{ projectType: 'villa' }, 'projectType must be one of: residential, commercial, mixed-use, agricultural'],
    [{ areaUnit: 'guntha' }, 'areaUnit must be one of: sq.ft, sq.m, acres, hectare'],
    [{ featured: 'yes' }, 'featured must be true or false'],
    [{ amenities: 'Garden' }, 'amenities must be a list'],
    [{ amenities: [''] }, 'amenities.0: amenity must not be empty'],
    [{ plotSizes: [{ size: 0, unit: 'sq.ft' }] }, 'plot size must be greater than 0'],
    [{ plotSizes: [{ size: 100, unit: 'hectare' }] }, 'plot size unit must be one of: sq.ft, sq.m, acres'],
    [{ specifications: [{ title: 'Roads' }] }, 'specifications.0.details: is required'],
    [{ images: [{ url: 'http://insecure.example.com/a.jpg', caption: 'A' }] }, 'Invalid image URL'],
    [{ images: [{ url: 'javascript:alert(1)', caption: 'A' }] }, 'Invalid image URL'],
    [{ images: [{ url: '/api/files/00000000-0000-4000-8000-000000000000', caption: 'A' }] }, 'Invalid image URL'],
    [
      { images: [{ url: 'https://a.example.com/1.jpg', caption: 'A', isDefault: true }, { url: 'https://a.example.com/2.jpg', caption: 'B', isDefault: true }] },
      'images: Only one image can be the default',
    ],
    [{ brochureUrl: 'ftp://example.com/b.pdf' }, 'brochureUrl must be an uploaded document or an https:// link'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail must be an email address'],
  ] as [Record<string, unknown>, string][])('refuses %j with 400 %s, storing nothing', async (overrides, expected) => {
    const title = `Refused ${JSON.stringify(overrides).slice(0, 40)}`;
    const response = await create(hubProject({ ...('title' in overrides ? {} : { title }), ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
    expect(await Project.query().where({ title }).resultSize()).toBe(0);
  });

  it('refuses stored files of the wrong kind for images and the brochure', async () => {
    const pdf = await upload('document', SAMPLE_FILES.pdf(256), 'not-a-picture.pdf');
    const picture = await upload('image', SAMPLE_FILES.png(256), 'not-a-brochure.png');
    expect(message(await create(hubProject({ images: [{ url: pdf, caption: 'PDF' }] })))).toBe('Invalid image URL');
    expect(message(await create(hubProject({ brochureUrl: picture })))).toBe('brochureUrl must be an uploaded document or an https:// link');
  });
});

describe('GET /api/admin/projects', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await Project.query().delete();
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    ids = {
      alpha: (await insertProject({ title: 'Alpha Fields', city: 'Nashik', state: 'Maharashtra', location: 'Gangapur Road', status: 'upcoming', startingPrice: 900_000, createdAt: at(1) })).id,
      bravo: (await insertProject({ title: 'Bravo Greens', city: 'Mysuru', state: 'Karnataka', projectType: 'commercial', startingPrice: null, createdAt: at(2) })).id,
      charlie: (await insertProject({ title: 'Charlie Acres', city: 'Pune', state: 'Maharashtra', projectType: 'agricultural', status: 'ready', approvalStatus: 'pending', startingPrice: 4_000_000, createdAt: at(3) })).id,
      delta: (await insertProject({ title: 'Delta Heights', city: 'Kochi', state: 'Kerala', approvalStatus: 'rejected', startingPrice: 1_500_000, createdAt: at(4) })).id,
    };
  });

  type ListBody = { items: { id: number; title: string; approvalStatus: string; version: number }[]; total: number; page: number; pageSize: number; overallTotal: number };
  const titles = async (query: string) => body<ListBody>(await list(query)).items.map((item) => item.title);

  it('lists every project whatever its approval status, newest first, with the counts', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const result = body<ListBody>(response);
    expect(result).toMatchObject({ total: 4, overallTotal: 4, page: 1, pageSize: 12 });
    expect(result.items.map((item) => item.title)).toEqual(['Delta Heights', 'Charlie Acres', 'Bravo Greens', 'Alpha Fields']);
    expect(result.items[1]).toMatchObject({ approvalStatus: 'pending', version: 1 });
  });

  it('searches title, city and state (any case, every word), not the locality', async () => {
    expect(await titles('?search=greens')).toEqual(['Bravo Greens']);
    expect(await titles('?search=NASHIK')).toEqual(['Alpha Fields']);
    expect(await titles('?search=maharashtra')).toEqual(['Charlie Acres', 'Alpha Fields']);
    expect(await titles('?search=acres%20pune')).toEqual(['Charlie Acres']);
    expect(await titles('?search=gangapur')).toEqual([]);
    expect(await titles('?search=100%25')).toEqual([]);
  });

  it('filters by status, type and approval status, and says how many of how many', async () => {
    expect(await titles('?status=ready')).toEqual(['Charlie Acres']);
    expect(await titles('?projectType=commercial')).toEqual(['Bravo Greens']);
    expect(await titles('?approvalStatus=rejected')).toEqual(['Delta Heights']);
    expect(await titles('?status=all&projectType=all&approvalStatus=all')).toHaveLength(4);
    const filtered = body<ListBody>(await list('?search=maharashtra'));
    expect(filtered).toMatchObject({ total: 2, overallTotal: 4 });
  });

  it('sorts by date created, title and price in both directions (price on request last either way)', async () => {
    expect(await titles('?sortBy=createdAt&sortOrder=asc')).toEqual(['Alpha Fields', 'Bravo Greens', 'Charlie Acres', 'Delta Heights']);
    expect(await titles('?sortBy=title&sortOrder=asc')).toEqual(['Alpha Fields', 'Bravo Greens', 'Charlie Acres', 'Delta Heights']);
    expect(await titles('?sortBy=title&sortOrder=desc')).toEqual(['Delta Heights', 'Charlie Acres', 'Bravo Greens', 'Alpha Fields']);
    expect(await titles('?sortBy=startingPrice&sortOrder=asc')).toEqual(['Alpha Fields', 'Delta Heights', 'Charlie Acres', 'Bravo Greens']);
    expect(await titles('?sortBy=startingPrice&sortOrder=desc')).toEqual(['Charlie Acres', 'Delta Heights', 'Alpha Fields', 'Bravo Greens']);
  });

  it('pages on the server, with the counts on a page past the end too', async () => {
    const second = body<ListBody>(await list('?pageSize=3&page=2'));
    expect(second).toMatchObject({ total: 4, overallTotal: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.title)).toEqual(['Alpha Fields']);
    const beyond = body<ListBody>(await list('?pageSize=3&page=9&search=alpha'));
    expect(beyond).toMatchObject({ items: [], total: 1, overallTotal: 4 });
    expect(body<ListBody>(await list('?pageSize=1000')).pageSize).toBe(60);
  });

  it.each([
    ['?sortBy=price', 'sortBy must be one of: createdAt, title, city, startingPrice'],
    ['?sortOrder=up', 'sortOrder must be one of: asc, desc'],
    ['?status=completed', 'status must be one of: all, upcoming, ongoing, ready'],
    ['?approvalStatus=maybe', 'approvalStatus must be one of: all, pending, approved, rejected, withdrawn'],
    ['?page=0', 'page must be a positive whole number'],
    ['?adminId=1', 'Unknown field: adminId'],
    ['?search=a&search=b', 'search may be given only once'],
  ])('refuses %s with 400', async (query, expected) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('gives one project of any approval status, whole, with its version; 404 when missing', async () => {
    const response = await app.inject({ url: `/api/admin/projects/${ids.charlie}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ id: ids.charlie, approvalStatus: 'pending', version: 1, amenities: ['Garden'], submitterName: null });
    const missing = await app.inject({ url: '/api/admin/projects/999999', headers: { cookie: app.adminCookie } });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(CATALOG_TEXTS.projectNotFound);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('saves the whole project, moves the version on and records the admin as last updater', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const project = await insertProject({ title: 'Before Edit', createdBy: agent.id, lastUpdatedBy: agent.id });
    const response = await update(project.id, hubProject({ title: 'After Edit', approvalStatus: 'approved', version: 1, amenities: ['Pool'] }));
    expect(response.statusCode).toBe(200);
    expect(body<Saved>(response)).toMatchObject({
      message: 'The project has been updated successfully',
      project: { id: project.id, title: 'After Edit', amenities: ['Pool'], version: 2, createdBy: agent.id, lastUpdatedBy: app.adminId },
    });
  });

  it('refuses an edit that leaves an image without a caption, and changes nothing', async () => {
    const project = await insertProject({ title: 'Captioned Before', images: [{ url: 'https://images.example.com/a.jpg', caption: 'Gate', isDefault: true }] });
    const response = await update(project.id, hubProject({ title: 'Captioned Before', version: 1, images: [{ url: 'https://images.example.com/a.jpg', caption: ' ', isDefault: true }] }));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Every image needs a caption');
    expect(await Project.query().findById(project.id)).toMatchObject({ version: 1, images: [{ caption: 'Gate' }] });
  });

  it("keeps a rejection's reason only while the project stays rejected", async () => {
    const project = await insertProject({ title: 'Rejected Once', approvalStatus: 'rejected', rejectionReason: 'Blurry photos' } as never);
    await update(project.id, hubProject({ title: 'Rejected Once', approvalStatus: 'rejected', version: 1 }));
    expect(await Project.query().findById(project.id)).toMatchObject({ rejectionReason: 'Blurry photos' });
    await update(project.id, hubProject({ title: 'Rejected Once', approvalStatus: 'approved', version: 2 }));
    expect(await Project.query().findById(project.id)).toMatchObject({ rejectionReason: null, approvalStatus: 'approved' });
  });

  it('answers 409 to a stale version and overwrites nothing', async () => {
    const project = await insertProject({ title: 'Contested' });
    expect((await update(project.id, hubProject({ title: 'First Editor Wins', approvalStatus: 'approved', version: 1 }))).statusCode).toBe(200);
    const stale = await update(project.id, hubProject({ title: 'Second Editor Loses', approvalStatus: 'approved', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(message(stale)).toBe(
      'This project was changed by someone else after you opened it. Close the form and open the project again to see the latest version before editing.',
    );
    expect(await Project.query().findById(project.id)).toMatchObject({ title: 'First Editor Wins', version: 2 });
  });

  it('queues SMS alerts when an edit approves a pending project, and not again on later edits', async () => {
    await SmsSubscription.query().insert({ phone: '+919800000001', allTypes: true, propertyTypes: [], isActive: true, verifiedAt: new Date() });
    const project = await insertProject({ title: 'Pending Then Approved', approvalStatus: 'pending' });
    const approved = await update(project.id, hubProject({ title: 'Pending Then Approved', approvalStatus: 'approved', version: 1 }));
    expect(approved.statusCode).toBe(200);
    const queued = await OutgoingMessage.query().where({ projectId: project.id }).resultSize();
    expect(queued).toBeGreaterThan(0);
    await update(project.id, hubProject({ title: 'Pending Then Approved', approvalStatus: 'approved', version: 2 }));
    expect(await OutgoingMessage.query().where({ projectId: project.id }).resultSize()).toBe(queued);
  });

  it.each([
    [{ version: undefined }, /version/],
    [{ version: '1' }, /version/],
    [{ approvalStatus: undefined }, /approvalStatus/],
    [{ createdBy: 5 }, /^Unknown field: createdBy$/],
    [{ id: 5 }, /^Unknown field: id$/],
    [{ totalArea: null }, /totalArea must be a number/],
  ])('refuses %j with 400', async (overrides, expected) => {
    const project = await insertProject({ title: 'Guarded' });
    const response = await update(project.id, { ...hubProject({ approvalStatus: 'approved', version: 1 }), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(expected);
    expect(await Project.query().findById(project.id)).toMatchObject({ title: 'Guarded', version: 1 });
  });

  it('answers 404 for a missing project', async () => {
    const response = await update(999_999, hubProject({ approvalStatus: 'approved', version: 1 }));
    expect(response.statusCode).toBe(404);
    expect(message(response)).toBe(CATALOG_TEXTS.projectNotFound);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('deletes any project, ignores ?adminId= and drops it from wishlists', async () => {
    const user = await insertUser();
    const project = await insertProject({ title: 'Doomed', approvalStatus: 'pending' });
    await WishlistItem.query().insert({ userId: user.id, projectId: project.id });
    const response = await app.inject({ method: 'DELETE', url: `/api/projects/${project.id}?adminId=1`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(message(response)).toBe('Project deleted');
    expect(await Project.query().findById(project.id)).toBeUndefined();
    expect(await WishlistItem.query().where({ projectId: project.id }).resultSize()).toBe(0);
  });

  it('answers 404 for a missing project and 400 for other parameters', async () => {
    const missing = await app.inject({ method: 'DELETE', url: '/api/projects/999999', headers: { cookie: app.adminCookie } });
    expect(missing.statusCode).toBe(404);
    const project = await insertProject();
    const extra = await app.inject({ method: 'DELETE', url: `/api/projects/${project.id}?force=true`, headers: { cookie: app.adminCookie } });
    expect(extra.statusCode).toBe(400);
    expect(message(extra)).toBe('Unknown field: force');
    expect(await Project.query().findById(project.id)).toBeDefined();
  });
});

describe('POST /api/projects/{id}/images and /api/properties/{id}/images', () => {
  const post = (path: string, payload: unknown, cookie = app.adminCookie) => app.inject({ method: 'POST', url: path, payload: payload as object, headers: { cookie } });

  it('replaces the images, keeps defaultImage in step and moves the version on (a form opened before gets 409)', async () => {
    const project = await insertProject({ title: 'Gallery' });
    const picture = await upload('image', SAMPLE_FILES.png(300), 'new.png');
    const response = await post(`/api/projects/${project.id}/images`, {
      images: [
        { url: 'https://images.example.com/1.jpg', caption: 'One', isDefault: false },
        { url: picture, caption: 'Two', isDefault: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ defaultImage: picture, version: 2, message: 'Images updated' });
    expect(await Project.query().findById(project.id)).toMatchObject({ defaultImage: picture, lastUpdatedBy: app.adminId, version: 2 });
    const stale = await update(project.id, hubProject({ title: 'Gallery', approvalStatus: 'approved', version: 1 }));
    expect(stale.statusCode).toBe(409);
  });

  it.each([
    [{ images: [] }, 'No images to upload'],
    [{ images: [{ url: 'https://a.example.com/1.jpg', caption: 'A', isDefault: false }] }, 'No default image'],
    [
      {
        images: [
          { url: 'https://a.example.com/1.jpg', caption: 'A', isDefault: true },
          { url: 'https://a.example.com/2.jpg', caption: 'B', isDefault: true },
        ],
      },
      'Only one image can be the default',
    ],
    [{ images: [{ url: '', caption: 'A', isDefault: true }] }, 'Invalid image URL'],
    [{ images: [{ url: 'https://a.example.com/1.jpg', caption: '', isDefault: true }] }, 'Every image needs a caption'],
    [{ images: [{ url: 'https://a.example.com/1.jpg', caption: '   ', isDefault: true }] }, 'Every image needs a caption'],
    [{ images: [{ url: 'https://a.example.com/1.jpg', isDefault: true }] }, 'Every image needs a caption'],
    [{ images: [{ url: 'data:image/png;base64,AAAA', caption: 'A', isDefault: true }] }, 'Invalid image URL'],
    [{ images: [{ url: 'https://a.example.com/1.jpg', caption: 'A', isDefault: true }], lastUpdatedBy: 1 }, 'Unknown field: lastUpdatedBy'],
    [{ images: 'https://a.example.com/1.jpg' }, 'images must be a list'],
  ])('refuses %j with 400 %s', async (payload, expected) => {
    const project = await insertProject({ title: 'Untouched Gallery' });
    const response = await post(`/api/projects/${project.id}/images`, payload);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
    expect(await Project.query().findById(project.id)).toMatchObject({ version: 1, images: [] });
  });

  it('answers 404 for a missing project', async () => {
    const response = await post('/api/projects/999999/images', { images: [{ url: 'https://a.example.com/1.jpg', caption: 'A', isDefault: true }] });
    expect(response.statusCode).toBe(404);
  });

  it('edits the images of owner-submitted plots through the property API, and nothing else', async () => {
    const images = { images: [{ url: 'https://a.example.com/plot.jpg', caption: 'Plot', isDefault: true }] };
    const plot = await insertProject({ title: 'Owner Plot', submitterName: 'Ravi Owner', approvalStatus: 'pending' });
    const response = await post(`/api/properties/${plot.id}/images`, images);
    expect(response.statusCode).toBe(200);
    expect(await Project.query().findById(plot.id)).toMatchObject({ defaultImage: 'https://a.example.com/plot.jpg' });

    const catalogueProject = await insertProject({ title: 'Not A Property' });
    const refused = await post(`/api/properties/${catalogueProject.id}/images`, images);
    expect(refused.statusCode).toBe(404);
    expect(message(refused)).toBe('Property not found');
  });
});

describe('who may use the hub', () => {
  it('refuses visitors (401), users and agents (403) on every hub route', async () => {
    const project = await insertProject({ title: 'Guarded From Others' });
    const user = await insertUser();
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const calls = [
      { method: 'GET', url: '/api/admin/projects' },
      { method: 'GET', url: `/api/admin/projects/${project.id}` },
      { method: 'PUT', url: `/api/projects/${project.id}`, payload: hubProject({ approvalStatus: 'approved', version: 1 }) },
      { method: 'DELETE', url: `/api/projects/${project.id}` },
      { method: 'POST', url: `/api/projects/${project.id}/images`, payload: { images: [{ url: 'https://a.example.com/1.jpg', caption: 'A', isDefault: true }] } },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      for (const person of [user, agent]) {
        expect((await app.inject({ ...call, headers: { cookie: app.cookieOf(person) } })).statusCode).toBe(403);
      }
    }
    expect(await Project.query().findById(project.id)).toMatchObject({ title: 'Guarded From Others', version: 1 });
  });
});
