import { ACCOUNT_LIMITS, AGENT_PROFILE_LIMITS, AUTH_TEXTS, FIELD_TEXTS, forgotPasswordPayloadSchema, loginPayloadSchema, registerPayloadSchema, resetPasswordPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, formikMessages, ruleDisagreements, zodMessages } from '../../../test-support/render-page';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, type RegisterValues } from '../account-schemas';

const around = (min: number, max: number) => ['', '   ', 'x'.repeat(min - 1), 'x'.repeat(min), 'x'.repeat(max), 'x'.repeat(max + 1)];
const PASSWORD_TRIES = around(ACCOUNT_LIMITS.passwordMin, ACCOUNT_LIMITS.passwordMax);

/** What the register form sends: everything but the confirmation, and the agent's fields only for an agent. */
function payloadOf({ confirmPassword: _confirm, agencyName, reraAgentNumber, ...values }: RegisterValues) {
  return values.role === 'agent' ? { ...values, agencyName, reraAgentNumber } : values;
}

function registerCases() {
  const user: RegisterValues = { name: 'Meena Joshi', email: 'meena@example.com', phone: '9822012345', password: 'plots-in-pune', confirmPassword: 'plots-in-pune', role: 'user', agencyName: '', reraAgentNumber: '' };
  const agent: RegisterValues = { ...user, role: 'agent', agencyName: 'Sahyadri Realty', reraAgentNumber: 'A51800012345' };
  const tries = {
    name: around(ACCOUNT_LIMITS.nameMin, ACCOUNT_LIMITS.nameMax),
    email: EMAIL_TRIES,
    phone: PHONE_TRIES,
    // A role the form never offers: someone posting their own form.
    role: ['', 'admin' as string as RegisterValues['role'], 'user', 'agent'] as RegisterValues['role'][],
  };
  return [
    ...fieldCases(user, tries),
    // The confirmation is the form's own, so a password is tried with it matching.
    ...fieldCases(user, {}).flatMap(({ values }) => PASSWORD_TRIES.map((password) => ({ what: `password of ${password.length}`, values: { ...values, password, confirmPassword: password } }))),
    ...fieldCases(agent, {
      ...tries,
      agencyName: around(AGENT_PROFILE_LIMITS.agencyNameMin, AGENT_PROFILE_LIMITS.agencyNameMax),
      reraAgentNumber: ['', 'A51', 'A51800012345', 'PRM/KA/RERA/1251/310/AG/180524/001234', 'A518 0001', '/A5180001', 'x'.repeat(AGENT_PROFILE_LIMITS.reraAgentNumberMax + 1)],
    }).map((item) => ({ ...item, what: `agent, ${item.what}` })),
  ];
}

test('the register form (sign-in page) refuses what POST /api/auth/register refuses, with the same words', async () => {
  const differences = await ruleDisagreements(
    registerCases(),
    (values) => formikMessages(registerSchema(), values),
    (values) => zodMessages(registerPayloadSchema, payloadOf(values)),
    { formOnly: ['confirmPassword'] },
  );
  expect(differences).toEqual([]);
});

test('the standalone register page words only a wrong email its own way', async () => {
  // Its email message is 'Please enter a valid email'; the API answers the sign-in page's.
  const standalone = (messages: Record<string, string>) => (messages.email === FIELD_TEXTS.emailInvalid ? { ...messages, email: AUTH_TEXTS.emailInvalid } : messages);
  const differences = await ruleDisagreements(
    registerCases(),
    async (values) => standalone(await formikMessages(registerSchema(FIELD_TEXTS.emailInvalid), values)),
    (values) => zodMessages(registerPayloadSchema, payloadOf(values)),
    { formOnly: ['confirmPassword'] },
  );
  expect(differences).toEqual([]);
});

test('the sign-in form refuses what POST /api/auth/login refuses, with the same words', async () => {
  const password = ['', 'x'.repeat(ACCOUNT_LIMITS.signInPasswordMin - 1), 'x'.repeat(ACCOUNT_LIMITS.signInPasswordMin), 'x'.repeat(ACCOUNT_LIMITS.passwordMax), 'x'.repeat(ACCOUNT_LIMITS.passwordMax + 1)];
  const cases = fieldCases({ email: 'meena@example.com', password: 'plots-in-pune' }, { email: EMAIL_TRIES, password });
  const differences = await ruleDisagreements(cases, (values) => formikMessages(loginSchema, values), (values) => zodMessages(loginPayloadSchema, { ...values, email: values.email.trim() }));
  expect(differences).toEqual([]);
});

test('the forgot-password form refuses what POST /api/auth/forgot-password refuses, with the same words', async () => {
  const cases = fieldCases({ email: 'meena@example.com' }, { email: [...EMAIL_TRIES, `${'m'.repeat(ACCOUNT_LIMITS.emailMax - 12)}@example.com`] });
  const differences = await ruleDisagreements(cases, (values) => formikMessages(forgotPasswordSchema, values), (values) => zodMessages(forgotPasswordPayloadSchema, { email: values.email.trim() }));
  expect(differences).toEqual([]);
});

test('the reset-password form refuses the passwords POST /api/auth/reset-password refuses, with the same words', async () => {
  const token = 'A'.repeat(43);
  const cases = PASSWORD_TRIES.map((password) => ({ what: `password of ${password.length}`, values: { password, confirmPassword: password } }));
  const differences = await ruleDisagreements(
    cases,
    (values) => formikMessages(resetPasswordSchema, values),
    ({ password }) => zodMessages(resetPasswordPayloadSchema, { token, password }),
    { formOnly: ['confirmPassword'] },
  );
  expect(differences).toEqual([]);
});
