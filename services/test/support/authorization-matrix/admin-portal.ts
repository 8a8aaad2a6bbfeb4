/** Who may call the admin portal's routes: dashboard, approvals, leads, messages, notifications, content. */
import { randomUUID } from 'node:crypto';
import { OutgoingMessage, SocialMediaLink } from '../../../src/db/models';
import { messages } from '../../../src/messaging';
import { recordNotification } from '../../../src/plugins/notifications/notification-service';
import { insertProject } from '../fixtures';
import { ADMIN_ONLY, type Expectations } from './matrix';
import { insertDraft, insertLead } from './requests';

export const ADMIN_PORTAL_EXPECTATIONS: Expectations = {
  // The admin portal: dashboard, approvals, leads, notifications, content (admin-ops)
  'GET /api/admin/overview': { outcomes: ADMIN_ONLY },
  'GET /api/admin/overview/trends': { outcomes: ADMIN_ONLY },
  'GET /api/admin/approvals': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/approvals?type=all&page=1' }) },
  'PATCH /api/admin/projects/{id}/approve': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/projects/${(await insertProject({ approvalStatus: 'pending' })).id}/approve` }),
  },
  'POST /api/admin/projects/bulk': {
    outcomes: ADMIN_ONLY,
    request: async () => ({
      url: '/api/admin/projects/bulk',
      payload: { action: 'approve', ids: [(await insertProject({ approvalStatus: 'pending' })).id, (await insertProject({ approvalStatus: 'pending' })).id] },
    }),
  },
  'PATCH /api/admin/projects/{id}/reject': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/projects/${(await insertProject({ approvalStatus: 'pending' })).id}/reject`, payload: { reason: 'Blurry photos' } }),
  },
  'GET /api/admin/inquiries': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/inquiries?kind=contact&status=new&sortBy=status&sortOrder=asc&page=1' }) },
  'PATCH /api/admin/inquiries/{record}/{id}/status': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const inquiry = await insertLead();
      return { url: `/api/admin/inquiries/enquiry/${inquiry.id}/status`, payload: { status: 'responded' } };
    },
  },
  'POST /api/admin/inquiries/bulk': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const inquiry = await insertLead();
      return { url: '/api/admin/inquiries/bulk', payload: { action: 'mark_responded', leads: [{ record: 'enquiry', id: inquiry.id }] } };
    },
  },
  'GET /api/admin/inquiries/newsletter': { outcomes: ADMIN_ONLY },
  'PATCH /api/admin/inquiries/enquiry/{id}/agent': {
    outcomes: ADMIN_ONLY,
    request: async ({ accounts }) => {
      const inquiry = await insertLead();
      return { url: `/api/admin/inquiries/enquiry/${inquiry.id}/agent`, payload: { agentId: accounts.otherAgent.id } };
    },
  },

  'GET /api/admin/messages': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/messages?status=failed' }) },
  'POST /api/admin/messages/{id}/retry': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const { messageId } = await messages().sendSms({ to: '+919999900000', body: 'Matrix' }, { idempotencyKey: `matrix:${randomUUID()}`, purpose: 'test' });
      await OutgoingMessage.query().findById(messageId).patch({ status: 'failed' });
      return { url: `/api/admin/messages/${messageId}/retry` };
    },
  },
  'GET /api/admin/notifications': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/notifications?unread=true' }) },
  'PATCH /api/admin/notifications/{id}/read': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/notifications/${(await recordNotification({ type: 'system_update', title: 'Matrix', message: 'Read me.' })).id}/read` }),
  },
  'POST /api/admin/notifications/read-all': { outcomes: ADMIN_ONLY },
  'GET /api/admin/social-media-links': { outcomes: ADMIN_ONLY },
  'POST /api/admin/social-media-links': { outcomes: ADMIN_ONLY, request: () => ({ payload: { platform: 'YouTube', url: 'https://www.youtube.com/@plotwise', isActive: false } }) },
  'PUT /api/admin/social-media-links/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => ({
      url: `/api/admin/social-media-links/${(await SocialMediaLink.query().insertAndFetch({ platform: 'X', url: 'https://x.com/plotwise', isActive: false })).id}`,
      payload: { platform: 'X', url: 'https://x.com/plotwise_in', isActive: false },
    }),
  },
  'DELETE /api/admin/social-media-links/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => ({
      url: `/api/admin/social-media-links/${(await SocialMediaLink.query().insertAndFetch({ platform: 'X', url: 'https://x.com/gone', isActive: false })).id}`,
    }),
  },
  'GET /api/admin/blog-posts': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/blog-posts?status=draft&search=matrix' }) },
  'GET /api/admin/blog-posts/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}` }) },
  'POST /api/admin/blog-posts': { outcomes: ADMIN_ONLY, request: () => ({ payload: { title: 'Matrix Draft', excerpt: 'Short.', content: 'Long.', tags: ['matrix'] } }) },
  'PUT /api/admin/blog-posts/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}`, payload: { title: 'Matrix Draft Edited', excerpt: 'Short.', content: 'Long.' } }),
  },
  'PATCH /api/admin/blog-posts/{id}/publish': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}/publish`, payload: { published: true } }),
  },
  'DELETE /api/admin/blog-posts/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}` }) },
};
