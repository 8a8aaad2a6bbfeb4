import { INQUIRY_LIMITS, JOB_APPLICATION_LIMITS, inquiryPayloadSchema, jobApplicationPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, firstFieldMessage, formikMessages, ruleDisagreements, zodMessages } from '../../../test-support/render-page';
import { applicationSchema } from '../../careers/components/application-form';
import { contactPageSchema, contactWidgetSchema } from '../contact-schemas';

const around = (max: number) => ['', '   ', 'x', 'x'.repeat(max), 'x'.repeat(max + 1)];

test('the contact page refuses what POST /api/inquiries refuses from it, with the same words', async () => {
  const valid = { name: 'Asha Patil', email: 'asha@example.com', subject: 'Site visit', message: 'Can I visit on Saturday?' };
  const cases = fieldCases(valid, { name: around(INQUIRY_LIMITS.name), email: EMAIL_TRIES, subject: around(INQUIRY_LIMITS.subject), message: around(INQUIRY_LIMITS.message) });
  const differences = await ruleDisagreements(
    cases,
    (values) => formikMessages(contactPageSchema, values),
    (values) => zodMessages(inquiryPayloadSchema, { ...values, phone: '', source: 'contact' }),
  );
  expect(differences).toEqual([]);
});

test('the contact widget refuses what POST /api/inquiries refuses from it, with the same words', async () => {
  const valid = { name: 'Asha Patil', email: 'asha@example.com', message: 'Call me about Baner.' };
  const cases = fieldCases(valid, { name: around(INQUIRY_LIMITS.name), email: EMAIL_TRIES, message: around(INQUIRY_LIMITS.message) });
  const differences = await ruleDisagreements(
    cases,
    // The widget checks its fields in order and toasts the first refusal.
    (values) => firstFieldMessage(contactWidgetSchema, ['name', 'email', 'message'], values),
    (values) => zodMessages(inquiryPayloadSchema, { ...values, phone: '', source: 'widget' }),
  );
  expect(differences).toEqual([]);
});

test('the job application refuses what POST /api/job-applications refuses, with the same words', async () => {
  const valid = { name: 'Neha Kulkarni', email: 'neha@example.com', position: 'Sales Executive', phone: '9822012345', message: '' };
  const cases = fieldCases(valid, {
    name: around(JOB_APPLICATION_LIMITS.name),
    email: EMAIL_TRIES,
    position: around(JOB_APPLICATION_LIMITS.position),
    phone: PHONE_TRIES,
    message: ['', 'x'.repeat(JOB_APPLICATION_LIMITS.message), 'x'.repeat(JOB_APPLICATION_LIMITS.message + 1)],
  });
  const differences = await ruleDisagreements(cases, (values) => formikMessages(applicationSchema, values), (values) => zodMessages(jobApplicationPayloadSchema, values));
  expect(differences).toEqual([]);
});
