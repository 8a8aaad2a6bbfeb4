import { toastTexts } from '@plotwise/ui/src/testing';

export { fakeApi, renderPage, type ApiCall } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { EMAIL_TRIES, PHONE_TRIES, fieldCases, firstFieldMessage, formikMessages, ruleDisagreements, zodMessages } from '@plotwise/ui/src/testing';

/** The text of the toast on screen ('' when none). */
export const toastText = toastTexts;
