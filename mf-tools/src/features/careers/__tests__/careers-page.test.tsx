import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersPage } from '../careers-page';
import { fakeApi, renderPage, toastText } from '../../../test-support/render-page';
import { fileOf, storedFile, uploadRoute, uploadsIn } from '../../../test-support/fake-uploads';

// jsdom does not lay out pages, so it has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const JOBS = [
  { id: 1, title: 'Property Advisor', type: 'Full-time', department: 'Sales', location: 'Mumbai', description: 'Help families choose.', requirements: ['1-3 years in sales'] },
  { id: 2, title: 'Legal Associate', type: 'Full-time', department: 'Legal', location: 'Pune', description: 'Verify titles.', requirements: ['LLB'] },
];

async function fillRequired(user: ReturnType<typeof userEvent.setup>, position = 'Property Advisor') {
  await user.type(screen.getByLabelText('Full name *'), 'Neha Kulkarni');
  await user.type(screen.getByLabelText('Email *'), 'neha@example.com');
  if (position) await user.selectOptions(screen.getByLabelText('Position *'), position);
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });

describe('/careers', () => {
  it('shows the marketing sections, the open jobs and the mailing address', async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: JOBS } });
    renderPage(<CareersPage />, '/careers');
    expect(screen.getByRole('heading', { name: 'Why work at Plotwise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Life at Plotwise' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Property Advisor' })).toBeInTheDocument();
    expect(screen.getByText('LLB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'careers@plotwise.in' })).toHaveAttribute('href', 'mailto:careers@plotwise.in');
    expect(screen.getByText(/Panchshil Business Park/)).toBeInTheDocument();
  });

  it("says 'No open positions available at the moment.' when there are none", async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: [] } });
    renderPage(<CareersPage />, '/careers');
    expect(await screen.findByText('No open positions available at the moment.')).toBeInTheDocument();
  });

  it('Apply Now chooses the position in the form', async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: JOBS } });
    renderPage(<CareersPage />, '/careers');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply Now for Legal Associate' }));
    await waitFor(() => expect(screen.getByLabelText('Position *')).toHaveValue('Legal Associate'));
  });

  it("says 'Please fill all required fields' and sends nothing without name, email and position", async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': { status: 200, body: JOBS } });
    renderPage(<CareersPage />, '/careers');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name *'), 'Neha');
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('Please fill all required fields'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['a file over 2MB', fileOf('cv.pdf', 'application/pdf', 2 * 1024 * 1024 + 1), 'File size must be less than 2MB'],
    ['an image', fileOf('me.png', 'image/png'), 'Please upload a PDF or Word document'],
  ])('refuses %s as the resume', async (_label, file, message) => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: JOBS } });
    renderPage(<CareersPage />, '/careers');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Resume (PDF or Word, up to 2MB)'), file);
    await waitFor(() => expect(toastText()).toContain(message));
    expect(within(screen.getByRole('form', { name: 'Job application' })).getByRole('alert')).toHaveTextContent(message);
  });

  it("uploads the resume, sends its resumeUrl and says 'Application Submitted'", async () => {
    const { calls } = fakeApi({
      'GET /api/jobs': { status: 200, body: JOBS },
      'POST /api/job-applications': { status: 201, body: { id: 3 } },
      'POST /api/upload': uploadRoute((file) => ({ status: 201, body: storedFile(7, file) })),
    });
    renderPage(<CareersPage />, '/careers');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Property Advisor' });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Phone'), '9812345678');
    await user.upload(screen.getByLabelText('Resume (PDF or Word, up to 2MB)'), fileOf('neha-cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('Application Submitted'));
    expect(uploadsIn(calls).map((upload) => upload.url)).toEqual(['/api/upload?kind=resume']);
    expect(calls.find((call) => call.url === '/api/job-applications')?.body).toEqual({
      name: 'Neha Kulkarni', email: 'neha@example.com', position: 'Property Advisor', phone: '9812345678', message: '',
      resumeUrl: '/api/files/00000000-0000-4000-8000-000000000007',
    });
    const sent = screen.getByRole('status', { name: 'Application Submitted' });
    expect(sent).toHaveTextContent('Thank you for applying.');
    await user.click(within(sent).getByRole('button', { name: 'Apply for another position' }));
    expect(screen.getByLabelText('Full name *')).toHaveValue('');
  });

  it("says 'Failed to submit application' with the server's reason", async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: JOBS }, 'POST /api/upload': { status: 415, body: { message: 'cv.pdf is not a valid PDF or Word document.' } } });
    renderPage(<CareersPage />, '/careers');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Property Advisor' });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Resume (PDF or Word, up to 2MB)'), fileOf('cv.pdf', 'application/pdf'));
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('Failed to submit application'));
    expect(toastText()).toContain('cv.pdf is not a valid PDF or Word document.');
  });

  it("says 'Something went wrong. Please try again.' when the network fails", async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: JOBS }, 'POST /api/job-applications': new TypeError('Failed to fetch') });
    renderPage(<CareersPage />, '/careers');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Property Advisor' });
    await fillRequired(user, 'Open application');
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('Something went wrong. Please try again.'));
  });
});
