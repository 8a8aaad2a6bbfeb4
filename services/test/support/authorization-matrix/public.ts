/** Who may call the files, the public catalogue and the public forms (newsletter, saved searches, alerts). */
import { ADMIN_ONLY, PUBLIC, SIGNED_IN, type Expectations } from './matrix';
import { SAMPLE_FILES, multipart } from '../multipart';
import { agentSubmission, confirmedMobile, matrixIssue, matrixSearch, matrixToken, newsletterLink, nextEmail, nextMobile, textedCode } from './requests';

export const PUBLIC_EXPECTATIONS: Expectations = {
  // Files, content and health
  'POST /api/upload': {
    outcomes: PUBLIC,
    request: () => {
      const body = multipart([{ name: 'file', filename: 'plot.png', contentType: 'image/png', data: SAMPLE_FILES.png(256) }]);
      return { url: '/api/upload?kind=image', payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/files/{id}': { outcomes: PUBLIC, request: ({ storedFileUrl }) => ({ url: storedFileUrl }) },
  'GET /api/files/{id}/{variant}': { outcomes: PUBLIC, request: ({ storedFileUrl }) => ({ url: `${storedFileUrl}/w480.webp` }) },
  'GET /api/social-media-links': { outcomes: PUBLIC },
  'GET /api/health': { outcomes: PUBLIC },

  // The public catalogue
  'GET /api/properties': { outcomes: PUBLIC },
  'GET /api/properties/featured': { outcomes: PUBLIC },
  'GET /api/cities': { outcomes: PUBLIC },
  'GET /api/company': { outcomes: PUBLIC },
  'GET /api/cities/{city}': { outcomes: PUBLIC, request: () => ({ url: '/api/cities/Pune' }) },
  'GET /api/search/suggestions': { outcomes: PUBLIC, request: () => ({ url: '/api/search/suggestions?q=pune' }) },
  'GET /api/blog-posts': { outcomes: PUBLIC },
  'GET /api/blog-posts/featured': { outcomes: PUBLIC },
  'GET /api/blog-posts/{slug}': { outcomes: PUBLIC, request: ({ publishedPostSlug }) => ({ url: `/api/blog-posts/${publishedPostSlug}` }) },
  'GET /api/jobs': { outcomes: PUBLIC },

  // The public forms: anyone may send them, signed in or not
  'POST /api/inquiries/phone-code': { outcomes: PUBLIC, request: () => ({ payload: { phoneNumber: nextMobile() } }) },
  'POST /api/inquiries/phone-verify': {
    outcomes: PUBLIC,
    request: async (context) => ({ payload: await textedCode(context, '/api/inquiries/phone-code', '10.8.0.2') }),
  },
  'GET /api/inquiries/phone-status': { outcomes: PUBLIC },
  'POST /api/inquiries': {
    outcomes: PUBLIC,
    request: (_context, role) => ({ payload: { name: `Matrix ${role}`, email: 'matrix@example.com', message: 'Is a site visit possible this weekend?' } }),
  },
  // The project inquiry as an HTML form from the site's own page (its Origin); 303 back to the project.
  'POST /api/inquiries/form': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }, role) => ({
      payload: new URLSearchParams({ name: `Matrix ${role}`, email: 'matrix@example.com', phone: '9876543210', message: 'A site visit?', projectId: String(publicProjectId) }).toString(),
      headers: { host: 'plotwise.test', origin: 'http://plotwise.test', 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  // Confirming that inquiry's number without script: a form from the site's own page, 303 back with the next step.
  'POST /api/inquiries/form/phone-code': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }) => ({ payload: `projectId=${publicProjectId}`, headers: { host: 'plotwise.test', origin: 'http://plotwise.test', 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  'POST /api/inquiries/form/phone-verify': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }) => ({ payload: `projectId=${publicProjectId}&code=123456`, headers: { host: 'plotwise.test', origin: 'http://plotwise.test', 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  'POST /api/quotes': { outcomes: PUBLIC, request: () => ({ payload: { name: 'Matrix Quote', mobile: '9876543210', message: 'Plots near Hinjewadi' } }) },
  'POST /api/newsletter': { outcomes: PUBLIC, request: () => ({ payload: { email: nextEmail('news') } }) },
  'POST /api/newsletter/confirm/{token}': { outcomes: PUBLIC, request: async ({ app }) => ({ url: await newsletterLink(app, 'newsletter-confirm') }) },
  'GET /api/newsletter/confirm/{token}': { outcomes: PUBLIC, request: async ({ app }) => ({ url: await newsletterLink(app, 'newsletter-confirm') }) },
  'POST /api/newsletter/unsubscribe/{token}': { outcomes: PUBLIC, request: async ({ app }) => ({ url: await newsletterLink(app, 'newsletter-unsubscribe') }) },
  'GET /api/newsletter/unsubscribe/{token}': { outcomes: PUBLIC, request: async ({ app }) => ({ url: await newsletterLink(app, 'newsletter-unsubscribe') }) },
  'GET /api/admin/newsletter/issues': { outcomes: ADMIN_ONLY },
  'POST /api/admin/newsletter/issues': { outcomes: ADMIN_ONLY, request: () => ({ payload: { subject: 'Matrix issue', body: 'Hello' } }) },
  'PUT /api/admin/newsletter/issues/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/newsletter/issues/${await matrixIssue()}`, payload: { subject: 'Edited', body: 'Hello' } }) },
  'POST /api/admin/newsletter/issues/{id}/send': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/newsletter/issues/${await matrixIssue()}/send`, payload: {} }) },
  // The configured admin has no email of its own: the test send is a 400 for it, never a 401/403.
  'POST /api/admin/newsletter/issues/{id}/test': { outcomes: { ...ADMIN_ONLY, admin: 'open' }, request: async () => ({ url: `/api/admin/newsletter/issues/${await matrixIssue()}/test`, payload: {} }) },
  'GET /api/admin/newsletter/reconfirm': { outcomes: ADMIN_ONLY },
  'POST /api/admin/newsletter/reconfirm': { outcomes: ADMIN_ONLY, request: () => ({ payload: {} }) },
  // Saved searches: an account saves as itself, a visitor with an email.
  'POST /api/saved-searches': { outcomes: PUBLIC, request: () => ({ payload: { filters: { city: 'Pune' }, email: nextEmail('saved') } }) },
  'GET /api/saved-searches': { outcomes: SIGNED_IN },
  'DELETE /api/saved-searches/{id}': { outcomes: SIGNED_IN, request: async ({ accounts }, role) => ({ url: `/api/saved-searches/${await matrixSearch(role === 'anonymous' ? null : accounts[role].id)}` }) },
  'GET /api/saved-searches/confirm/{token}': { outcomes: PUBLIC, request: async ({ app }) => ({ url: `/api/saved-searches/confirm/${matrixToken(app, 'saved-search-confirm', String(await matrixSearch(null)))}` }) },
  'POST /api/saved-searches/confirm/{token}': { outcomes: PUBLIC, request: async ({ app }) => ({ url: `/api/saved-searches/confirm/${matrixToken(app, 'saved-search-confirm', String(await matrixSearch(null)))}` }) },
  'GET /api/saved-searches/unsubscribe/{token}': { outcomes: PUBLIC, request: ({ app }) => ({ url: `/api/saved-searches/unsubscribe/${matrixToken(app, 'saved-search-unsubscribe', 'email:m@example.com')}` }) },
  'POST /api/saved-searches/unsubscribe/{token}': { outcomes: PUBLIC, request: ({ app }) => ({ url: `/api/saved-searches/unsubscribe/${matrixToken(app, 'saved-search-unsubscribe', 'email:m@example.com')}` }) },
  'POST /api/job-applications': {
    outcomes: PUBLIC,
    request: ({ storedResumeUrl }) => ({ payload: { name: 'Matrix Applicant', email: 'applicant@example.com', position: 'Sales Executive', resumeUrl: storedResumeUrl } }),
  },
  'POST /api/plot-submissions': {
    outcomes: PUBLIC,
    request: ({ storedFileUrl }, role) => ({
      payload: {
        ...agentSubmission(`Matrix plot by ${role}`),
        startingPrice: 2_500_000,
        name: 'Matrix Owner',
        contactEmail: 'owner@example.com',
        contactPhone: '9876543210',
        agree: true,
        images: [storedFileUrl],
      },
    }),
  },
  // Public, but proven by a texted code: each call uses a number of its own (codes per number are limited).
  'POST /api/notifications/subscribe': { outcomes: PUBLIC, request: () => ({ payload: { phoneNumber: nextMobile(), propertyTypes: 'all' } }) },
  'POST /api/notifications/verify': {
    outcomes: PUBLIC,
    request: async (context) => ({ payload: await textedCode(context, '/api/notifications/subscribe', '10.8.0.1') }),
  },
  'POST /api/notifications/unsubscribe': {
    outcomes: PUBLIC,
    request: async (context) => ({ payload: await confirmedMobile(context) }),
  },
  'GET /api/notifications/status': {
    outcomes: PUBLIC,
    request: async (context) => {
      const { phoneNumber, token } = await confirmedMobile(context);
      return { url: `/api/notifications/status?phoneNumber=${encodeURIComponent(phoneNumber)}&token=${token}` };
    },
  },
  'GET /api/admin/plot-submissions': { outcomes: ADMIN_ONLY },
};
