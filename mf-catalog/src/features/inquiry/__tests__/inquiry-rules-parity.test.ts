import { INQUIRY_LIMITS, inquiryPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, formikMessages, ruleDisagreements, zodMessages } from '../../../test-support/render-catalog';
import { inquirySchema, type InquiryValues } from '../inquiry-schema';

const valid: InquiryValues = { name: 'Meena Joshi', email: 'meena@example.com', phone: '9822012345', message: 'Is the corner plot free?' };
const around = (max: number) => ['', '   ', 'x', 'x'.repeat(max), 'x'.repeat(max + 1)];

test('the inquiry form refuses what POST /api/inquiries refuses, with the same words', async () => {
  const cases = fieldCases(valid, {
    name: around(INQUIRY_LIMITS.name),
    email: EMAIL_TRIES,
    phone: PHONE_TRIES,
    message: around(INQUIRY_LIMITS.message),
  });
  const differences = await ruleDisagreements(
    cases,
    (values) => formikMessages(inquirySchema, values),
    (values) => zodMessages(inquiryPayloadSchema, { ...values, projectId: 1 }),
  );
  expect(differences).toEqual([]);
});
