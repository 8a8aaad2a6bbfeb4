import { toastTexts } from '@plotwise/ui/src/testing';

export { fakeApi, renderPage, type ApiCall } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { AREA_TRIES, COORDINATE_TRIES, EMAIL_TRIES, PHONE_TRIES, fieldCases, firstFieldMessage, formikMessages, projectTextTries, ruleDisagreements, VALID_PROJECT_TEXTS, zodMessages } from '@plotwise/ui/src/testing';

/** The text of the toast on screen ('' when none). */
export const toastText = toastTexts;
