/** The admin hub's edits: saving a project, deleting it, its images, and who may use the hub. */
import { CATALOG_TEXTS } from '@plotwise/contracts';
import { OutgoingMessage, Project, SmsSubscription, WishlistItem } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { SAMPLE_FILES } from '../../../../test/support/multipart';
import { bodyOf as body, hubProject, projectHub, type Saved } from '../../../../test/support/project-hub';
import { messageOf as message, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });
const { post, update, upload } = projectHub(app);

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
