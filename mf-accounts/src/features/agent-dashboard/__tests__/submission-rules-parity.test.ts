import { PROJECT_SUBMISSION_LIMITS as L, agentProjectPayloadSchema } from '@plotwise/contracts';
import { AREA_TRIES, COORDINATE_TRIES, fieldCases, formikMessages, projectTextTries, ruleDisagreements, VALID_PROJECT_TEXTS, zodMessages } from '../../../test-support/render-page';
import { EMPTY_SUBMISSION, submissionSchema, toSubmissionPayload, type SubmissionValues } from '../submission-schema';

/** The pin as typed: the form refuses half a pair itself, so the API is shown the pair as it stands. */
const typedPin = (value: SubmissionValues['latitude']) => (value === '' ? null : Number(value));

test("an agent's project form refuses what POST /api/projects refuses from an agent, with the same words", async () => {
  const valid: SubmissionValues = {
    ...EMPTY_SUBMISSION,
    ...VALID_PROJECT_TEXTS,
    totalArea: 12,
    areaUnit: 'acres',
    projectType: 'residential',
    startingPrice: 2_450_000,
  };
  const cases = fieldCases(valid, {
    ...projectTextTries(),
    totalArea: [...AREA_TRIES, 'twelve'],
    projectType: ['', 'commercial', 'Farmhouse' as SubmissionValues['projectType']],
    startingPrice: ['', 0, -5, 1, 2_450_000.5, L.maxStartingPrice, L.maxStartingPrice + 1, 'lots'],
    ...COORDINATE_TRIES,
  });
  const differences = await ruleDisagreements(
    cases,
    (values) => formikMessages(submissionSchema, values),
    (values) => zodMessages(agentProjectPayloadSchema, { ...toSubmissionPayload(values), latitude: typedPin(values.latitude), longitude: typedPin(values.longitude) }),
  );
  expect(differences).toEqual([]);
});
