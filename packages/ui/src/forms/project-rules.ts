import * as yup from 'yup';
import { PROJECT_TEXT_RULES, type ProjectTextField } from '@plotwise/contracts';

/** A required project text as the API checks it (packages/contracts PROJECT_TEXT_RULES). */
const requiredText = (field: ProjectTextField) => {
  const rule = PROJECT_TEXT_RULES[field];
  return yup.string().trim().required(rule.tooShort).min(rule.min, rule.tooShort).max(rule.max, rule.tooLong);
};

/** An optional project text: any length up to the API's. */
const optionalText = (field: ProjectTextField) => yup.string().trim().max(PROJECT_TEXT_RULES[field].max, PROJECT_TEXT_RULES[field].tooLong);

/**
 * The project's text fields for a project form's yup schema (Submit a Plot, an
 * agent's project, the admin hub): one table of limits and words with the API.
 */
export const projectTextYupFields = {
  title: requiredText('title'),
  description: requiredText('description'),
  location: requiredText('location'),
  city: requiredText('city'),
  state: requiredText('state'),
  possessionTimeline: optionalText('possessionTimeline'),
  reraNumber: optionalText('reraNumber'),
};

/** The texts every project form requires, as typed. */
export interface ProjectTexts {
  title: string;
  description: string;
  location: string;
  city: string;
  state: string;
}

const PROJECT_TEXT_KEYS = ['title', 'description', 'location', 'city', 'state'] as const;

export const EMPTY_PROJECT_TEXTS: ProjectTexts = { title: '', description: '', location: '', city: '', state: '' };

/** A project's required texts alone: a stored project's to edit, or the form's trimmed to send. */
export function projectTextsOf(source: ProjectTexts, { trim = false } = {}): ProjectTexts {
  return Object.fromEntries(PROJECT_TEXT_KEYS.map((key) => [key, trim ? source[key].trim() : source[key]])) as unknown as ProjectTexts;
}
