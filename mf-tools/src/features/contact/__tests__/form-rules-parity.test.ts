import { INQUIRY_LIMITS, JOB_APPLICATION_LIMITS, inquiryPayloadSchema, jobApplicationPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, ruleDisagreements } from '../../../test-support/render-page';
import { applicationSchema } from '../../careers/components/application-form';
import { contactPageSchema, contactWidgetSchema } from '../contact-schemas';

const around = (max: number) => ['', '   ', 'x', 'x'.repeat(max), 'x'.repeat(max + 1)];

test('the contact page accepts exactly what POST /api/inquiries accepts from it', async () => {
  const valid = { name: 'Asha Patil', email: 'asha@example.com', subject: 'Site visit', message: 'Can I visit on Saturday?' };
  const cases = fieldCases(valid, { name: around(INQUIRY_LIMITS.name), email: EMAIL_TRIES, subject: around(INQUIRY_LIMITS.subject), message: around(INQUIRY_LIMITS.message) });
  const differences = await ruleDisagreements(cases, (values) => contactPageSchema.isValid(values), (values) => inquiryPayloadSchema.safeParse(values).success);
  expect(differences).toEqual([]);
});

test('the contact widget accepts exactly what POST /api/inquiries accepts from it', async () => {
  const valid = { name: 'Asha Patil', email: 'asha@example.com', message: 'Call me about Baner.' };
  const cases = fieldCases(valid, { name: around(INQUIRY_LIMITS.name), email: EMAIL_TRIES, message: around(INQUIRY_LIMITS.message) });
  const differences = await ruleDisagreements(
    cases,
    (values) => contactWidgetSchema.isValid(values),
    (values) => inquiryPayloadSchema.safeParse({ ...values, phone: '', source: 'widget' }).success,
  );
  expect(differences).toEqual([]);
});

test('the job application accepts exactly what POST /api/careers/apply accepts', async () => {
  const valid = { name: 'Neha Kulkarni', email: 'neha@example.com', position: 'Sales Executive', phone: '9822012345', message: '' };
  const cases = fieldCases(valid, {
    name: around(JOB_APPLICATION_LIMITS.name),
    email: EMAIL_TRIES,
    position: around(JOB_APPLICATION_LIMITS.position),
    phone: PHONE_TRIES,
    message: ['', 'x'.repeat(JOB_APPLICATION_LIMITS.message), 'x'.repeat(JOB_APPLICATION_LIMITS.message + 1)],
  });
  const differences = await ruleDisagreements(cases, (values) => applicationSchema.isValid(values), (values) => jobApplicationPayloadSchema.safeParse(values).success);
  expect(differences).toEqual([]);
});
