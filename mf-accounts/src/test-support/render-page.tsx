export { fakeApi, renderPage, type ApiCall } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { EMAIL_TRIES, PHONE_TRIES, fieldCases, firstFieldMessage, formikMessages, ruleDisagreements, zodMessages } from '@plotwise/ui/src/testing';

export const sessionUser = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'user',
  isApproved: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
