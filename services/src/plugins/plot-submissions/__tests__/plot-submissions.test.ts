import type { Page, PlotSubmission } from '@plotwise/contracts';
import { Notification, Project } from '../../../db/models';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, expectUploadRefused, uploadedUrl } from '../../../../test/support/multipart';
import { itGuardsAsAPublicForm, messageOf, postJson, withFormLimit } from '../../../../test/support/public-form';
import { expectRefusedStoringNothing, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true, configure: withFormLimit });

const plot = {
  title: 'Corner plot near Hinjewadi Phase 3',
  description: 'East-facing NA plot with clear title, 5 minutes from the IT park.',
  location: 'Maan, Hinjewadi',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 2400,
  areaUnit: 'sq.ft',
  startingPrice: 7_500_000,
  projectType: 'residential',
  name: 'Sunil Deshmukh',
  contactEmail: 'Sunil@Example.com',
  contactPhone: '+91 98220 11223',
  roadWidth: 30,
  roadWidthUnit: 'ft',
  facing: 'east',
  possessionTimeline: 'Immediate',
  reraNumber: 'P52100012345',
  agree: true,
};

const submit = (payload: unknown, options: { from?: string; cookie?: string } = {}) => postJson(app, '/api/plot-submissions', payload, options);

describe('POST /api/plot-submissions', () => {
  it('stores the plot as a pending project with its photos, submitter and notification', async () => {
    const photos = [await uploadedUrl(app, 'image', 'front.jpg', SAMPLE_FILES.jpeg()), await uploadedUrl(app, 'image', 'road.png', SAMPLE_FILES.png())];
    const response = await submit({ ...plot, images: photos });
    expect(response.statusCode).toBe(201);
    const { id } = JSON.parse(response.payload) as { id: number };
    const project = await Project.query().findById(id);
    expect(project).toMatchObject({
      title: plot.title, description: plot.description, location: plot.location, city: 'Pune', state: 'Maharashtra',
      totalArea: 2400, areaUnit: 'sq.ft', startingPrice: 7_500_000, projectType: 'residential',
      submitterName: 'Sunil Deshmukh', contactEmail: 'sunil@example.com', contactPhone: '+91 98220 11223',
      roadWidth: 30, roadWidthUnit: 'ft', facing: 'east', possessionTimeline: 'Immediate', reraNumber: 'P52100012345',
      approvalStatus: 'pending', status: 'upcoming', createdBy: null, featured: false, verified: false,
      defaultImage: photos[0],
    });
    expect(project!.images).toEqual([
      { url: photos[0], caption: '', isDefault: true },
      { url: photos[1], caption: '', isDefault: false },
    ]);
    const notification = await Notification.query().where('type', 'project_submission').orderBy('id', 'desc').first();
    expect(notification).toMatchObject({ title: `New plot submitted: ${plot.title}`, priority: 'high', link: '/admin/pending-approvals' });
    expect(notification!.message).toContain('Sunil Deshmukh');

    // Visitors cannot see it until an admin approves it.
    expect((await app.inject(`/api/projects/${id}`)).statusCode).toBe(404);
    // The admins find it among the pending submissions.
    const list = await app.inject({ url: '/api/admin/plot-submissions', headers: { cookie: app.adminCookie } });
    expect(list.statusCode).toBe(200);
    const page = JSON.parse(list.payload) as Page<PlotSubmission>;
    expect(page.items[0]).toMatchObject({ id, submitterName: 'Sunil Deshmukh', approvalStatus: 'pending', facing: 'east', roadWidth: 30 });
  });

  it('stores the optional fields as empty when left out, and a plot without photos', async () => {
    const { roadWidth: _w, roadWidthUnit: _u, facing: _f, possessionTimeline: _p, reraNumber: _r, areaUnit: _a, ...required } = plot;
    const response = await submit(required);
    expect(response.statusCode).toBe(201);
    const project = await Project.query().findById(JSON.parse(response.payload).id);
    expect(project).toMatchObject({ roadWidth: null, roadWidthUnit: null, facing: null, possessionTimeline: null, reraNumber: null, areaUnit: 'sq.ft', images: [], defaultImage: null });
  });

  it('takes every project type and area unit the catalogue has', async () => {
    for (const [projectType, areaUnit] of [['agricultural', 'hectare'], ['mixed-use', 'acres']]) {
      const response = await submit({ ...plot, projectType, areaUnit, title: `Plot of ${projectType}` });
      expect(response.statusCode).toBe(201);
      expect(await Project.query().findById(JSON.parse(response.payload).id)).toMatchObject({ projectType, areaUnit });
    }
  });

  it('makes a signed-in agent the creator, but not a signed-in user', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const byAgent = await submit(plot, { cookie: sessionCookieFor(agent, app.config.jwtSecret) });
    expect((await Project.query().findById(JSON.parse(byAgent.payload).id))!.createdBy).toBe(agent.id);
    const user = await insertUser();
    const byUser = await submit(plot, { cookie: sessionCookieFor(user, app.config.jwtSecret) });
    expect((await Project.query().findById(JSON.parse(byUser.payload).id))!.createdBy).toBeNull();
  });

  const NOT_OURS = 'Images must be photos uploaded to this site. Please upload them again.';
  it.each([
    ['a URL on another site', async () => 'https://images.example.com/plot.jpg'],
    ['a stored file that does not exist', async () => '/api/files/00000000-0000-4000-8000-000000000000'],
    ['a resume', async () => uploadedUrl(app, 'resume', 'cv.pdf', SAMPLE_FILES.pdf())],
    ['a layout PDF', async () => uploadedUrl(app, 'layout', 'layout.pdf', SAMPLE_FILES.pdf())],
  ])('refuses an image that is %s with 400 and stores nothing', async (_label, url) => {
    const images = [await url()];
    await expectRefusedStoringNothing(Project, () => submit({ ...plot, images }), expect.stringContaining(NOT_OURS));
  });

  it.each([
    ['an HTML page named .png', 'plot.png', SAMPLE_FILES.html(), 415, 'plot.png is not a valid image.'],
    ['a PDF named .jpg', 'plot.jpg', SAMPLE_FILES.pdf(), 415, 'plot.jpg is not a valid image.'],
    ['a photo over 5 MB', 'plot.jpg', SAMPLE_FILES.jpeg(5 * 1024 * 1024 + 1), 413, 'plot.jpg is larger than 5MB.'],
  ])('the photo upload refuses %s', (_label, filename, data, status, message) => expectUploadRefused(app, 'image', filename, data, status, message));

  it.each([
    ['a short title', { title: 'Ab' }, 'Title must be at least 3 characters'],
    ['a short description', { description: 'Nice' }, 'Description must be at least 10 characters'],
    ['a short location', { location: 'Ab' }, 'Location is required'],
    ['a one-letter city', { city: 'P' }, 'City is required'],
    ['a one-letter state', { state: 'M' }, 'State is required'],
    ['a zero area', { totalArea: 0 }, 'Area must be greater than 0'],
    ['an area as text', { totalArea: 'big' }, 'Area must be greater than 0'],
    ['a zero price', { startingPrice: 0 }, 'Price must be greater than 0'],
    ['a price over 80 lakhs', { startingPrice: 8_000_001 }, 'Price must be less than 80 lakhs'],
    ['an unknown project type', { projectType: 'villa' }, 'Project type is required'],
    ['a short name', { name: 'Al' }, 'Name must be at least 3 characters'],
    ['an invalid email', { contactEmail: 'sunil@' }, 'Please enter a valid email'],
    ['a short phone', { contactPhone: '98220' }, 'Please enter a valid phone number'],
    ['a phone with letters', { contactPhone: '98220 call me' }, 'Please enter a valid phone number'],
    ['an unknown area unit', { areaUnit: 'bigha' }, 'areaUnit'],
    ['an unknown facing', { facing: 'up' }, 'facing'],
    ['an unknown road unit', { roadWidthUnit: 'yards' }, 'roadWidthUnit'],
    ['terms not agreed', { agree: false }, 'You must agree to the terms'],
    ['six images', { images: Array.from({ length: 6 }, () => '/api/files/00000000-0000-4000-8000-000000000000') }, 'You can upload a maximum of 5 images.'],
    ['images as text', { images: '/api/files/x' }, 'images'],
    ['an unknown field', { approvalStatus: 'approved' }, 'Unknown field: approvalStatus'],
  ])('answers 400 for %s', async (_label, change, message) => {
    const response = await submit({ ...plot, ...change });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('answers 400 when terms are missing entirely', async () => {
    const { agree: _agree, ...withoutAgree } = plot;
    const response = await submit(withoutAgree);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('You must agree to the terms');
  });

  itGuardsAsAPublicForm({ send: (payload, from) => submit(payload, { from }), valid: () => plot, acceptedStatus: 201, storedCount: () => Project.query().resultSize() });
});

describe('GET /api/admin/plot-submissions', () => {
  it('is for admins only', async () => {
    expect((await app.inject('/api/admin/plot-submissions')).statusCode).toBe(401);
    const user = await insertUser();
    const asUser = await app.inject({ url: '/api/admin/plot-submissions', headers: { cookie: sessionCookieFor(user, app.config.jwtSecret) } });
    expect(asUser.statusCode).toBe(403);
  });

  it('filters by approval status and pages, refusing unknown fields', async () => {
    const approved = await app.inject({ url: '/api/admin/plot-submissions?approvalStatus=approved', headers: { cookie: app.adminCookie } });
    expect(JSON.parse(approved.payload)).toMatchObject({ items: [], total: 0, page: 1, pageSize: 20 });
    const paged = JSON.parse((await app.inject({ url: '/api/admin/plot-submissions?pageSize=2&page=2', headers: { cookie: app.adminCookie } })).payload) as Page<PlotSubmission>;
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(4);
    const bad = await app.inject({ url: '/api/admin/plot-submissions?approvalStatus=maybe', headers: { cookie: app.adminCookie } });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('approvalStatus must be one of: pending, approved, rejected, withdrawn');
    const unknown = await app.inject({ url: '/api/admin/plot-submissions?city=Pune', headers: { cookie: app.adminCookie } });
    expect(messageOf(unknown)).toBe('Unknown field: city');
  });
});
