import { plotSubmissionPayloadSchema } from '@plotwise/contracts';
import { EMAIL_TRIES, PHONE_TRIES, fieldCases, formikMessages, projectTextTries, ruleDisagreements, VALID_PROJECT_TEXTS, zodMessages } from '../../../test-support/render-page';
import { EMPTY_SUBMISSION, submitPropertySchema, type SubmitPropertyValues } from '../submit-property-schema';

/** What the page sends for the values (its submit handler's mapping, without the uploaded images). */
function payloadOf(values: SubmitPropertyValues) {
  const { roadWidth, roadWidthUnit, facing, possessionTimeline, reraNumber, ...rest } = values;
  return {
    ...rest,
    totalArea: Number(values.totalArea),
    startingPrice: Number(values.startingPrice),
    ...(roadWidth !== '' && { roadWidth: Number(roadWidth), roadWidthUnit }),
    ...(facing && { facing }),
    ...(possessionTimeline.trim() && { possessionTimeline }),
    ...(reraNumber.trim() && { reraNumber }),
  };
}

test('Submit a Plot refuses what POST /api/plot-submissions refuses, with the same words', async () => {
  const valid: SubmitPropertyValues = {
    ...EMPTY_SUBMISSION,
    ...VALID_PROJECT_TEXTS,
    totalArea: '1200',
    startingPrice: '2450000',
    projectType: 'residential',
    name: 'Asha Patil',
    contactEmail: 'asha@example.com',
    contactPhone: '9822012345',
    agree: true,
  };
  const cases = fieldCases(valid, {
    ...projectTextTries(),
    totalArea: ['', '0', '0.5', '1', '1200', '1000000000', '1000000001'],
    startingPrice: ['', '0', '1', '2450000', '8000000', '8000001'],
    contactEmail: EMAIL_TRIES,
    contactPhone: PHONE_TRIES,
  });
  const differences = await ruleDisagreements(cases, (values) => formikMessages(submitPropertySchema, values), (values) => zodMessages(plotSubmissionPayloadSchema, payloadOf(values)));
  expect(differences).toEqual([]);
});
