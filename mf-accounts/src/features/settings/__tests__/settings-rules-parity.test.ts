import { ACCOUNT_LIMITS, accountUpdatePayloadSchema, passwordChangePayloadSchema } from '@plotwise/contracts';
import { PHONE_TRIES, fieldCases, formikMessages, ruleDisagreements, zodMessages } from '../../../test-support/render-page';
import { passwordSchema, profileSchema } from '../settings-schemas';

const around = (min: number, max: number) => ['', '   ', 'x'.repeat(min - 1), 'x'.repeat(min), 'x'.repeat(max), 'x'.repeat(max + 1)];

test('the profile form refuses what PATCH /api/account refuses, with the same words', async () => {
  const cases = fieldCases({ name: 'Asha Patil', phone: '9876543210' }, { name: around(ACCOUNT_LIMITS.nameMin, ACCOUNT_LIMITS.nameMax), phone: PHONE_TRIES });
  const differences = await ruleDisagreements(cases, (values) => formikMessages(profileSchema, values), (values) => zodMessages(accountUpdatePayloadSchema, values));
  expect(differences).toEqual([]);
});

test('the change-password form refuses what POST /api/account/password refuses, with the same words', async () => {
  const valid = { currentPassword: 'old-secret-1', newPassword: 'plots-in-pune', confirmPassword: 'plots-in-pune' };
  const cases = [
    ...fieldCases(valid, { currentPassword: ['', 'x', 'x'.repeat(ACCOUNT_LIMITS.passwordMax), 'x'.repeat(ACCOUNT_LIMITS.passwordMax + 1)] }),
    // The confirmation is the form's own, so each new password is tried with it matching.
    ...around(ACCOUNT_LIMITS.passwordMin, ACCOUNT_LIMITS.passwordMax).map((newPassword) => ({ what: `new password of ${newPassword.length}`, values: { ...valid, newPassword, confirmPassword: newPassword } })),
    { what: 'the new password is the current one', values: { ...valid, newPassword: valid.currentPassword, confirmPassword: valid.currentPassword } },
  ];
  const differences = await ruleDisagreements(
    cases,
    (values) => formikMessages(passwordSchema, values),
    ({ currentPassword, newPassword }) => zodMessages(passwordChangePayloadSchema, { currentPassword, newPassword }),
    { formOnly: ['confirmPassword'] },
  );
  expect(differences).toEqual([]);
});
