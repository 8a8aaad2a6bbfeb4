import { INQUIRY_LIMITS, inquiryPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, ruleDisagreements } from '../../../test-support/render-catalog';
import { enquirySchema, type EnquiryValues } from '../enquiry-schema';

const valid: EnquiryValues = { name: 'Meena Joshi', email: 'meena@example.com', phone: '9822012345', message: 'Is the corner plot free?' };
const around = (max: number) => ['', '   ', 'x', 'x'.repeat(max), 'x'.repeat(max + 1)];

test('the enquiry form accepts exactly what POST /api/inquiries accepts', async () => {
  const cases = fieldCases(valid, {
    name: around(INQUIRY_LIMITS.name),
    email: EMAIL_TRIES,
    phone: PHONE_TRIES,
    message: around(INQUIRY_LIMITS.message),
  });
  const differences = await ruleDisagreements(
    cases,
    (values) => enquirySchema.isValid(values),
    (values) => inquiryPayloadSchema.safeParse({ ...values, projectId: 1 }).success,
  );
  expect(differences).toEqual([]);
});
