export { fakeApi, renderPage, toastTexts, type ApiCall } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { AREA_TRIES, COORDINATE_TRIES, EMAIL_TRIES, PHONE_TRIES, fieldCases, formikMessages, projectTextTries, ruleDisagreements, zodMessages } from '@plotwise/ui/src/testing';

export const ADMIN_USER = { id: 1, name: 'Administrator', email: null, phone: null, role: 'admin', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' };

export const page = <T,>(items: T[], extra: Record<string, unknown> = {}) => ({ items, total: items.length, page: 1, pageSize: 20, ...extra });
