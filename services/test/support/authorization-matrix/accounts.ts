/** Who may call the session, account and wishlist routes, and the admin's account administration. */
import { ADMIN } from '../test-app';
import { insertUser } from '../fixtures';
import { issuePasswordResetToken } from '../../../src/plugins/auth/password-reset-service';
import { ACCOUNT_HOLDER, ADMIN_ONLY, PUBLIC, SIGNED_IN, type Expectations } from './matrix';
import { nextEmail } from './requests';

export const ACCOUNT_EXPECTATIONS: Expectations = {
  // Sessions
  'GET /api/auth/me': { outcomes: PUBLIC },
  'POST /api/auth/register': {
    outcomes: PUBLIC,
    request: () => ({ payload: { name: 'Matrix Person', email: nextEmail('matrix'), phone: '9876543210', password: 'plot-secret-1', role: 'user' } }),
  },
  'POST /api/auth/login': {
    outcomes: PUBLIC,
    request: async () => {
      const person = await insertUser({ email: nextEmail('login') });
      return { payload: { email: person.email, password: 'secret-password' } };
    },
  },
  'POST /api/auth/admin-login': { outcomes: PUBLIC, request: () => ({ payload: ADMIN }) },
  'POST /api/auth/logout': { outcomes: PUBLIC },
  'POST /api/auth/forgot-password': { outcomes: PUBLIC, request: () => ({ payload: { email: nextEmail('forgot') } }) },
  'POST /api/auth/reset-password': {
    outcomes: PUBLIC,
    request: async () => {
      const person = await insertUser({ email: nextEmail('reset') });
      const issued = await issuePasswordResetToken(person.email!);
      return { payload: { token: issued!.token, password: 'reset-by-matrix' } };
    },
  },

  // The signed-in person's own account and wishlist
  'PATCH /api/account': { outcomes: ACCOUNT_HOLDER, request: (_context, role) => ({ payload: { name: `Renamed ${role}` } }) },
  'POST /api/account/password': {
    outcomes: ACCOUNT_HOLDER,
    request: (_context, role) => ({ payload: { currentPassword: role === 'admin' ? ADMIN.password : 'secret-password', newPassword: 'changed-by-matrix' } }),
  },
  'GET /api/account/inquiries': { outcomes: ACCOUNT_HOLDER },
  'GET /api/wishlist': { outcomes: SIGNED_IN },
  'POST /api/wishlist': { outcomes: SIGNED_IN, request: ({ publicProjectId }) => ({ payload: { projectId: publicProjectId } }) },
  'DELETE /api/wishlist/{projectId}': { outcomes: SIGNED_IN, request: ({ publicProjectId }) => ({ url: `/api/wishlist/${publicProjectId}` }) },

  // Administration of accounts
  'GET /api/admin/agents': { outcomes: ADMIN_ONLY },
  'PATCH /api/admin/agents/{id}/approve': {
    outcomes: ADMIN_ONLY,
    // A fresh agent each time, so the matrix's own pending agent stays pending.
    request: async () => ({ url: `/api/admin/agents/${(await insertUser({ role: 'agent', isApproved: false })).id}/approve` }),
  },

  'PATCH /api/admin/agents/{id}/suspend': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/agents/${(await insertUser({ role: 'agent', isApproved: true })).id}/suspend` }),
  },
  'PATCH /api/admin/agents/{id}/reject': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/agents/${(await insertUser({ role: 'agent', isApproved: false })).id}/reject` }),
  },
  'GET /api/admin/users': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/users?search=test&role=user&status=active&sortBy=name&sortOrder=asc&page=1' }) },
  'PATCH /api/admin/users/{id}/toggle-status': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/users/${(await insertUser()).id}/toggle-status`, payload: { isActive: false } }),
  },
  'POST /api/admin/users/bulk': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: '/api/admin/users/bulk', payload: { action: 'suspend', ids: [(await insertUser()).id, (await insertUser()).id] } }),
  },
};
