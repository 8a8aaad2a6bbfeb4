import { adminProjectPayloadSchema } from '@plotwise/contracts';
import { COORDINATE_TRIES, EMAIL_TRIES, PHONE_TRIES, fieldCases, formikMessages, projectTextTries, ruleDisagreements, VALID_PROJECT_TEXTS, zodMessages } from '../../../test-support/render-page';
import { emptyProjectValues, projectFormSchema, toProjectPayload } from '../project-form/form-values';
import type { ProjectFormValues } from '../project-form/form-values';

/** The pin as typed: the form refuses half a pair itself, so the API is shown the pair as it stands. */
const typedPin = (value: ProjectFormValues['latitude']) => (value === '' ? null : Number(value));

test("the admin hub's project form refuses what POST /api/projects refuses from an admin, with the same words", async () => {
  const valid: ProjectFormValues = {
    ...emptyProjectValues(),
    ...VALID_PROJECT_TEXTS,
    totalArea: '12',
    areaUnit: 'acres',
    projectType: 'residential',
    startingPrice: '24,50,000',
  };
  const cases = fieldCases(valid, {
    ...projectTextTries(),
    // Text that reads as no number ('twelve', '0 rupees') is refused by the form alone: it never reaches the API as typed.
    totalArea: ['0.5', '12.5', '1,200', '1000000000', '1000000001'],
    startingPrice: ['', '24,50,000', '₹ 2450000', '1000000000000', '1000000000001'],
    ...COORDINATE_TRIES,
    contactEmail: EMAIL_TRIES.filter((email) => email.trim() !== ''),
    contactPhone: PHONE_TRIES,
  });
  const differences = await ruleDisagreements(
    cases,
    (values) => formikMessages(projectFormSchema, values),
    (values) => zodMessages(adminProjectPayloadSchema, { ...toProjectPayload(values), latitude: typedPin(values.latitude), longitude: typedPin(values.longitude) }),
  );
  expect(differences).toEqual([]);
});
