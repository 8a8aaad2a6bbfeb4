import { Notification, Project, User } from '../../../db/models';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { loginAsAdmin, useTestApp } from '../../../../test/support/test-app';

let agent: User;
let agentCookie: string;

const app = useTestApp();

beforeAll(async () => {
  agent = await insertUser({ role: 'agent', isApproved: true, name: 'Meera Agent', email: 'meera.agent@example.com', phone: '9811122233' });
  agentCookie = sessionCookieFor(agent, app.config.jwtSecret);
});

const cookieOf = (user: User) => sessionCookieFor(user, app.config.jwtSecret);
const message = (response: { payload: string }) => (JSON.parse(response.payload) as { message: string }).message;

const validSubmission = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunrise Meadows',
  description: 'Gated plotted development with wide roads and a clubhouse.',
  location: 'Hinjewadi Phase 3',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 12.5,
  projectType: 'residential',
  ...overrides,
});

function submit(payload: unknown, cookie: string | null = agentCookie, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/projects', payload: payload as object, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

const uploadImage = (kind = 'image', data = SAMPLE_FILES.png(2048), filename = 'plot.png') =>
  uploadedUrl(app, kind, filename, data, { cookie: agentCookie, contentType: 'image/png' });

type Created = { project: Record<string, unknown> & { id: number }; message: string };

describe('POST /api/projects by an approved agent', () => {
  it('bounds the projects one agent submits for approval (429 with Retry-After); other agents and admins go on', async () => {
    const { maxAttempts } = app.config.submissionRateLimit;
    const busy = await insertUser({ role: 'agent', isApproved: true });
    for (let index = 0; index < maxAttempts; index += 1) {
      expect((await submit(validSubmission({ title: `Flood Plot ${index}` }), cookieOf(busy))).statusCode).toBe(201);
    }
    const refused = await submit(validSubmission({ title: 'One Too Many' }), cookieOf(busy));
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe('You have submitted many projects in a short time. Please wait before submitting more.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await Project.query().where({ title: 'One Too Many' }).resultSize()).toBe(0);

    const other = await insertUser({ role: 'agent', isApproved: true });
    expect((await submit(validSubmission({ title: 'Another Agent Plot' }), cookieOf(other))).statusCode).toBe(201);
  });

  it('stores the submission as pending, created by the agent, and answers 201 { project, message }', async () => {
    const response = await submit(validSubmission({ possessionTimeline: 'Dec 2026', reraNumber: 'P52100012345', startingPrice: 2_450_000 }));
    expect(response.statusCode).toBe(201);
    const body = JSON.parse(response.payload) as Created;
    expect(body.message).toBe('Your project has been submitted for admin approval');
    expect(body.project).toMatchObject({
      title: 'Sunrise Meadows',
      city: 'Pune',
      totalArea: 12.5,
      areaUnit: 'sq.ft',
      projectType: 'residential',
      possessionTimeline: 'Dec 2026',
      reraNumber: 'P52100012345',
      startingPrice: 2_450_000,
      approvalStatus: 'pending',
      createdBy: agent.id,
      featured: false,
      verified: false,
      isNewlyLaunched: false,
      isTopProject: false,
      contactEmail: 'meera.agent@example.com',
      contactPhone: '9811122233',
      images: [],
      defaultImage: null,
    });
    const stored = await Project.query().findById(body.project.id);
    expect(stored).toMatchObject({ approvalStatus: 'pending', createdBy: agent.id });
  });

  it('keeps a pending project out of public view until an admin approves it, and lists it for its agent', async () => {
    const { project } = JSON.parse((await submit(validSubmission({ title: 'Hidden Until Approved' }))).payload) as Created;

    expect((await app.inject(`/api/projects/${project.id}`)).statusCode).toBe(404);
    const list = JSON.parse((await app.inject('/api/projects?search=Hidden%20Until')).payload) as { items: unknown[] };
    expect(list.items).toHaveLength(0);

    const mine = JSON.parse((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: agentCookie } })).payload) as Array<{ id: number; approvalStatus: string }>;
    expect(mine[0]).toMatchObject({ id: project.id, approvalStatus: 'pending' });

    await Project.query().findById(project.id).patch({ approvalStatus: 'approved' });
    expect((await app.inject(`/api/projects/${project.id}`)).statusCode).toBe(200);
  });

  it("records a 'project_submission' notification for the admins", async () => {
    const { project } = JSON.parse((await submit(validSubmission({ title: 'Notify The Admins', city: 'Nashik' }))).payload) as Created;
    const notification = await Notification.query().where({ type: 'project_submission' }).orderBy('id', 'desc').first();
    expect(notification).toMatchObject({
      title: 'New project submission',
      message: 'Meera Agent submitted "Notify The Admins" (Nashik) for approval.',
      link: '/admin/pending-approvals',
      read: false,
    });
    expect(project.title).toBe('Notify The Admins');
  });

  it('stores nothing when the notification cannot be stored (one transaction)', async () => {
    await app.knex.raw('alter table notifications add constraint refuse_all check (id < 0) not valid');
    try {
      const response = await submit(validSubmission({ title: 'Rolled Back Project' }));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    } finally {
      await app.knex.raw('alter table notifications drop constraint refuse_all');
    }
    expect(await Project.query().where({ title: 'Rolled Back Project' }).resultSize()).toBe(0);
  });

  it.each([
    ['title', 'ab', 'Title must be at least 3 characters'],
    ['title', '   ', 'Title must be at least 3 characters'],
    ['title', undefined, 'Title must be at least 3 characters'],
    ['description', 'too short', 'Description must be at least 10 characters'],
    ['location', 'ab', 'Location is required'],
    ['location', undefined, 'Location is required'],
    ['city', 'P', 'City is required'],
    ['state', '', 'State is required'],
    ['totalArea', 0, 'Total area must be greater than 0'],
    ['totalArea', 0.5, 'Total area must be greater than 0'],
    ['totalArea', '12', 'Total area must be greater than 0'],
    ['areaUnit', 'bigha', 'areaUnit: Choose sq.ft, sq.m, acres or hectare'],
    ['projectType', 'villa', 'projectType: Choose residential, commercial, mixed-use or agricultural'],
    ['projectType', undefined, 'projectType: Choose residential, commercial, mixed-use or agricultural'],
    ['startingPrice', 1.5, 'Starting price must be a whole number of rupees'],
    ['startingPrice', -100, 'Starting price must be a whole number of rupees'],
  ])('refuses %s = %j with %j', async (field, value, expected) => {
    const payload: Record<string, unknown> = validSubmission();
    if (value === undefined) delete payload[field];
    else payload[field] = value;
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('accepts each of the four area units and project types, and blank optional fields as none', async () => {
    for (const [areaUnit, projectType] of [['sq.m', 'commercial'], ['acres', 'mixed-use'], ['hectare', 'agricultural'], ['sq.ft', 'residential']]) {
      const response = await submit(validSubmission({ areaUnit, projectType, possessionTimeline: '  ', reraNumber: '', startingPrice: null }));
      expect(response.statusCode).toBe(201);
      expect((JSON.parse(response.payload) as Created).project).toMatchObject({ areaUnit, projectType, possessionTimeline: null, reraNumber: null, startingPrice: null });
    }
  });

  it.each([
    ['acre', 'acres'],
    ['Acre', 'acres'],
    [' ACRES ', 'acres'],
    ['Sq Ft', 'sq.ft'],
    ['sq. m', 'sq.m'],
    ['Hectares', 'hectare'],
  ])('takes the area unit %j and stores it as %s', async (typed, stored) => {
    const response = await submit(validSubmission({ title: `Unit ${typed}`, areaUnit: typed }));
    expect(response.statusCode).toBe(201);
    const { project } = JSON.parse(response.payload) as Created;
    expect(project.areaUnit).toBe(stored);
    expect((await Project.query().findById(project.id))?.areaUnit).toBe(stored);
  });

  it('refuses an area unit that is none of them', async () => {
    const response = await submit(validSubmission({ areaUnit: 'guntha' }));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('areaUnit: Choose sq.ft, sq.m, acres or hectare');
  });

  it.each(['createdBy', 'approvalStatus', 'id', 'featured', 'verified', 'isNewlyLaunched', 'isTopProject', 'status', 'lastUpdatedBy', 'contactEmail'])(
    'refuses %s as an unknown field (mass assignment)',
    async (field) => {
      const value = field === 'approvalStatus' ? 'approved' : field === 'status' ? 'ready' : field === 'contactEmail' ? 'x@example.com' : field.startsWith('is') || field === 'featured' || field === 'verified' ? true : 1;
      const before = await Project.query().resultSize();
      const response = await submit(validSubmission({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(`Unknown field: ${field}`);
      expect(await Project.query().resultSize()).toBe(before);
    },
  );

  it('stores images uploaded through /api/upload, the first as default unless another is marked', async () => {
    const first = await uploadImage();
    const second = await uploadImage('image', SAMPLE_FILES.jpeg(4096), 'gate.jpg');

    const plain = JSON.parse((await submit(validSubmission({ images: [{ url: first, caption: 'Entrance' }, { url: second, caption: ' Gate ' }] }))).payload) as Created;
    expect(plain.project.images).toEqual([
      { url: first, caption: 'Entrance', isDefault: true },
      { url: second, caption: 'Gate', isDefault: false },
    ]);
    expect(plain.project.defaultImage).toBe(first);

    const marked = JSON.parse(
      (await submit(validSubmission({ images: [{ url: first, caption: 'Entrance' }, { url: second, caption: 'Gate', isDefault: true }, { url: first, caption: 'Again' }] }))).payload,
    ) as Created;
    expect(marked.project.images).toEqual([
      { url: first, caption: 'Entrance', isDefault: false },
      { url: second, caption: 'Gate', isDefault: true },
    ]);
    expect(marked.project.defaultImage).toBe(second);
    expect((await app.inject(second)).statusCode).toBe(200);
  });

  it.each([
    ['an empty caption', { caption: '' }],
    ['a blank caption', { caption: '   ' }],
    ['no caption', {}],
  ])('refuses an image with %s (400 Every image needs a caption), storing nothing', async (_label, caption) => {
    const url = await uploadImage();
    const before = await Project.query().resultSize();
    const response = await submit(validSubmission({ title: 'Captionless Plot', images: [{ url, isDefault: true, ...caption }] }));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Every image needs a caption');
    expect(await Project.query().resultSize()).toBe(before);
  });

  it('refuses images that are not image files this API stored', async () => {
    const pdf = await uploadImage('document', SAMPLE_FILES.pdf(2048), 'brochure.pdf');
    const image = await uploadImage();
    const cases: Array<[unknown, string]> = [
      [[{ url: 'https://example.com/plot.png', caption: 'Plot' }], 'images.0.url: Upload each image with the image upload before submitting'],
      [[{ url: '/api/files/../../etc/passwd', caption: 'Plot' }], 'images.0.url: Upload each image with the image upload before submitting'],
      [[{ url: '/api/files/00000000-0000-4000-8000-000000000000', caption: 'Plot' }], 'Upload each image with the image upload before submitting'],
      [[{ url: pdf, caption: 'Plot' }], 'Each image must be a JPEG or PNG uploaded here'],
      [[{ url: image, caption: 'A', isDefault: true }, { url: image, caption: 'B', isDefault: true }], 'images: Only one image can be the default'],
      [Array.from({ length: 11 }, () => ({ url: image, caption: 'Plot' })), 'Add at most 10 images'],
      [[{ url: image, caption: 'Plot', extra: 1 }], 'images.0: Unknown field: extra'],
      ['not-a-list', 'images: Invalid input: expected array, received string'],
    ];
    for (const [images, expected] of cases) {
      const response = await submit(validSubmission({ images }));
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(expected);
    }
  });

  it('answers 401 to a visitor and 403 to a user and an agent awaiting approval', async () => {
    expect((await submit(validSubmission(), null)).statusCode).toBe(401);
    const user = await insertUser();
    const pendingAgent = await insertUser({ role: 'agent', isApproved: false });
    for (const cookie of [cookieOf(user), cookieOf(pendingAgent)]) {
      expect((await submit(validSubmission({ title: 'Not Allowed Here' }), cookie)).statusCode).toBe(403);
    }
    expect(await Project.query().where({ title: 'Not Allowed Here' }).resultSize()).toBe(0);
  });

  it("checks an admin's project against the hub's schema, not the agent's (the hub's tests cover the admin branch)", async () => {
    const response = await submit(validSubmission({ title: 'Agent Shaped By Admin' }), await loginAsAdmin(app));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(/areaUnit|status/);
    expect(await Project.query().where({ title: 'Agent Shaped By Admin' }).resultSize()).toBe(0);
  });

  it('refuses a cross-site submission with 403', async () => {
    const response = await submit(validSubmission({ title: 'Cross Site Project' }), agentCookie, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await Project.query().where({ title: 'Cross Site Project' }).resultSize()).toBe(0);
  });

  it('refuses a body that is not an object with 400', async () => {
    for (const payload of [[], 'text', 42]) {
      expect((await submit(payload)).statusCode).toBe(400);
    }
  });
});
