/** The admin hub's new projects: published at once, images, documents, units and what is refused. */
import { OutgoingMessage, Project, SmsSubscription } from '../../../db/models';
import { SAMPLE_FILES } from '../../../../test/support/multipart';
import { bodyOf as body, hubProject, projectHub, type Saved } from '../../../../test/support/project-hub';
import { messageOf as message, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });
const { create, upload } = projectHub(app);

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
