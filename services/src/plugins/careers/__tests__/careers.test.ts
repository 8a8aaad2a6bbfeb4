import { CAREERS_TEXTS, type Job } from '@plotwise/contracts';
import { Job as JobModel, JobApplication, Notification } from '../../../db/models';
import { SAMPLE_FILES, expectUploadRefused, uploadedUrl } from '../../../../test/support/multipart';
import { itGuardsAsAPublicForm, messageOf, postJson, withFormLimit } from '../../../../test/support/public-form';
import { expectRefusedStoringNothing, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: withFormLimit });

const apply = (payload: unknown, from?: string) => postJson(app, '/api/job-applications', payload, { from });

describe('GET /api/jobs', () => {
  it('lists the six seeded openings in order, each with its requirements', async () => {
    const response = await app.inject('/api/jobs');
    expect(response.statusCode).toBe(200);
    const jobs = JSON.parse(response.payload) as Job[];
    expect(jobs).toHaveLength(6);
    expect(jobs[0]).toMatchObject({ title: 'Senior Sales Manager, Plotted Developments', type: 'Full-time', department: 'Sales', location: 'Pune' });
    for (const job of jobs) {
      expect(job.requirements.length).toBeGreaterThan(0);
      expect(Object.keys(job).sort()).toEqual(['department', 'description', 'id', 'location', 'requirements', 'title', 'type']);
    }
  });

  it('leaves closed positions out, down to an empty list', async () => {
    const trx = await JobModel.startTransaction();
    try {
      await JobModel.query(trx).patch({ isOpen: false });
      expect(await JobModel.query(trx).modify('open')).toEqual([]);
    } finally {
      await trx.rollback();
    }
    const someClosed = await JobModel.query().findOne({ title: 'Customer Success Intern' });
    await someClosed!.$query().patch({ isOpen: false });
    const jobs = JSON.parse((await app.inject('/api/jobs')).payload) as Job[];
    expect(jobs.map((job) => job.title)).not.toContain('Customer Success Intern');
    await someClosed!.$query().patch({ isOpen: true });
  });

  it('refuses unknown query fields', async () => {
    const response = await app.inject('/api/jobs?department=Sales');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Unknown field: department');
  });
});

describe('POST /api/job-applications', () => {
  const applicant = { name: 'Neha Kulkarni', email: 'neha@example.com', position: 'Property Advisor', phone: '9812345678', message: 'Five years with a Pune broker.' };

  it('stores an application with a resume uploaded first, linked to the opening, and notifies the admins', async () => {
    const resumeUrl = await uploadedUrl(app, 'resume', 'neha-cv.pdf', SAMPLE_FILES.pdf());
    const response = await apply({ ...applicant, resumeUrl });
    expect(response.statusCode).toBe(201);
    const stored = await JobApplication.query().findById(JSON.parse(response.payload).id);
    const advisor = await JobModel.query().findOne({ title: 'Property Advisor' });
    expect(stored).toMatchObject({ ...applicant, jobId: advisor!.id, resumeUrl, resumeFileId: resumeUrl.split('/').pop() });
    const notification = await Notification.query().where('type', 'job_application').orderBy('id', 'desc').first();
    expect(notification).toMatchObject({ title: 'New application: Property Advisor', link: '/admin/inquiries?kind=application' });
    expect(notification?.message).toBe('Neha Kulkarni (neha@example.com) applied with a resume.');
  });

  it('accepts a Word resume and an application without one, for a position that is not listed', async () => {
    const resumeUrl = await uploadedUrl(app, 'resume', 'cv.docx', SAMPLE_FILES.docx());
    expect((await apply({ ...applicant, resumeUrl })).statusCode).toBe(201);
    const response = await apply({ name: 'Open Applicant', email: 'open@example.com', position: 'Spontaneous application' });
    expect(response.statusCode).toBe(201);
    expect(await JobApplication.query().findById(JSON.parse(response.payload).id)).toMatchObject({ jobId: null, resumeUrl: null, resumeFileId: null, phone: '', message: '' });
  });

  it.each([
    ['another site', async () => 'https://files.example.com/cv.pdf'],
    ['a path that is not a stored file', async () => '/api/files/../../etc/passwd'],
    ['a stored file that does not exist', async () => '/api/files/00000000-0000-4000-8000-000000000000'],
    ['a photo uploaded as an image', async () => uploadedUrl(app, 'image', 'me.png', SAMPLE_FILES.png())],
    ['a brochure uploaded as a document', async () => uploadedUrl(app, 'document', 'cv.pdf', SAMPLE_FILES.pdf())],
  ])('refuses a resume link to %s with 400 and stores nothing', async (_label, resumeUrl) => {
    const link = await resumeUrl();
    const message = expect.stringContaining('The resume must be a file uploaded with this form. Please attach it again.');
    await expectRefusedStoringNothing(JobApplication, () => apply({ ...applicant, resumeUrl: link }), message);
  });

  it.each([
    ['an HTML page named .pdf', 'cv.pdf', SAMPLE_FILES.html(), 415, 'cv.pdf is not a valid PDF or Word document.'],
    ['an image named .docx', 'cv.docx', SAMPLE_FILES.png(), 415, 'cv.docx is not a valid PDF or Word document.'],
    ['a resume over 2 MB', 'cv.pdf', SAMPLE_FILES.pdf(2 * 1024 * 1024 + 1), 413, 'cv.pdf is larger than 2MB.'],
  ])('refuses %s at upload', (_label, filename, data, status, message) => expectUploadRefused(app, 'resume', filename, data, status, message));

  it.each([
    ['a missing name', { email: 'a@example.com', position: 'Property Advisor' }, 'Please fill all required fields'],
    ['a blank position', { name: 'A', email: 'a@example.com', position: '  ' }, 'Please fill all required fields'],
    ['a missing email', { name: 'A', position: 'Property Advisor' }, 'Please fill all required fields'],
    ['an invalid email', { name: 'A', email: 'a@', position: 'Property Advisor' }, 'Please enter a valid email'],
    ['a list as the position', { name: 'A', email: 'a@example.com', position: ['Sales'] }, 'position: Invalid input: expected string, received array'],
    ['an unknown field', { ...applicant, expectedSalary: '12 LPA' }, 'Unknown field: expectedSalary'],
    ['an oversized position', { ...applicant, position: 'x'.repeat(201) }, CAREERS_TEXTS.positionTooLong],
    ['an oversized message', { ...applicant, message: 'x'.repeat(5001) }, CAREERS_TEXTS.messageTooLong],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const response = await apply(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  itGuardsAsAPublicForm({ send: apply, valid: () => applicant, acceptedStatus: 201, storedCount: () => JobApplication.query().resultSize() });
});
