import { ACCOUNT_LIMITS, AGENT_PROFILE_LIMITS, forgotPasswordPayloadSchema, loginPayloadSchema, registerPayloadSchema, resetPasswordPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, ruleDisagreements } from '../../../test-support/render-page';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, type RegisterValues } from '../account-schemas';

const around = (min: number, max: number) => ['', '   ', 'x'.repeat(min - 1), 'x'.repeat(min), 'x'.repeat(max), 'x'.repeat(max + 1)];
const PASSWORD_TRIES = around(ACCOUNT_LIMITS.passwordMin, ACCOUNT_LIMITS.passwordMax);

/** What the register form sends: everything but the confirmation, and the agent's fields only for an agent. */
function payloadOf({ confirmPassword: _confirm, agencyName, reraAgentNumber, ...values }: RegisterValues) {
  return values.role === 'agent' ? { ...values, agencyName, reraAgentNumber } : values;
}

test('the register form accepts exactly what POST /api/auth/register accepts', async () => {
  const user: RegisterValues = { name: 'Meena Joshi', email: 'meena@example.com', phone: '9822012345', password: 'plots-in-pune', confirmPassword: 'plots-in-pune', role: 'user', agencyName: '', reraAgentNumber: '' };
  const agent: RegisterValues = { ...user, role: 'agent', agencyName: 'Sahyadri Realty', reraAgentNumber: 'A51800012345' };
  const tries = {
    name: around(ACCOUNT_LIMITS.nameMin, ACCOUNT_LIMITS.nameMax),
    email: EMAIL_TRIES,
    phone: PHONE_TRIES,
    // A role the form never offers: someone posting their own form.
    role: ['', 'admin' as string as RegisterValues['role'], 'user', 'agent'] as RegisterValues['role'][],
  };
  const cases = [
    ...fieldCases(user, tries),
    // The confirmation is the form's own, so a password is tried with it matching.
    ...fieldCases(user, {}).flatMap(({ values }) => PASSWORD_TRIES.map((password) => ({ what: `password of ${password.length}`, values: { ...values, password, confirmPassword: password } }))),
    ...fieldCases(agent, {
      ...tries,
      agencyName: around(AGENT_PROFILE_LIMITS.agencyNameMin, AGENT_PROFILE_LIMITS.agencyNameMax),
      reraAgentNumber: ['', 'A51', 'A51800012345', 'PRM/KA/RERA/1251/310/AG/180524/001234', 'A518 0001', '/A5180001', 'x'.repeat(AGENT_PROFILE_LIMITS.reraAgentNumberMax + 1)],
    }).map((item) => ({ ...item, what: `agent, ${item.what}` })),
  ];
  const differences = await ruleDisagreements(cases, (values) => registerSchema().isValid(values), (values) => registerPayloadSchema.safeParse(payloadOf(values)).success);
  expect(differences).toEqual([]);
});

test('the sign-in form accepts exactly what POST /api/auth/login accepts', async () => {
  const cases = fieldCases({ email: 'meena@example.com', password: 'plots-in-pune' }, { email: EMAIL_TRIES, password: ['', 'x'.repeat(ACCOUNT_LIMITS.signInPasswordMin - 1), 'x'.repeat(ACCOUNT_LIMITS.signInPasswordMin), 'x'.repeat(200), 'x'.repeat(201)] });
  const differences = await ruleDisagreements(cases, (values) => loginSchema.isValid(values), (values) => loginPayloadSchema.safeParse(values).success);
  expect(differences).toEqual([]);
});

test('the forgot-password form accepts exactly what POST /api/auth/forgot-password accepts', async () => {
  const cases = fieldCases({ email: 'meena@example.com' }, { email: [...EMAIL_TRIES, `${'m'.repeat(ACCOUNT_LIMITS.emailMax - 12)}@example.com`, `${'m'.repeat(ACCOUNT_LIMITS.emailMax)}@example.com`] });
  const differences = await ruleDisagreements(cases, (values) => forgotPasswordSchema.isValid(values), (values) => forgotPasswordPayloadSchema.safeParse(values).success);
  expect(differences).toEqual([]);
});

test('the reset-password form takes the passwords POST /api/auth/reset-password takes', async () => {
  const token = 'A'.repeat(43);
  const cases = PASSWORD_TRIES.map((password) => ({ what: `password of ${password.length}`, values: { password, confirmPassword: password } }));
  const differences = await ruleDisagreements(cases, (values) => resetPasswordSchema.isValid(values), ({ password }) => resetPasswordPayloadSchema.safeParse({ token, password }).success);
  expect(differences).toEqual([]);
});
