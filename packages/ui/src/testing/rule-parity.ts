/**
 * Form and API parity: a form's rules (yup, with the screen's messages) and the
 * API's (zod, in @plotwise/contracts) must refuse the same input with the same
 * words, or a visitor either meets a 400 after a form said yes, is refused by a
 * form for something the API takes, or reads one reason on the screen and
 * another from the server. `ruleDisagreements` names every input on which they
 * differ, in verdict or in message; a parity test expects none.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import { PROJECT_AREA_MAX, PROJECT_TEXT_RULES, type ProjectTextField } from '@plotwise/contracts';

export interface ParityCase<Values> {
  /** What the case tries, for the failure message ("email without a dot"). */
  what: string;
  values: Values;
}

/** The message given for each refused field, by field name; empty when the values are accepted. */
export type FieldMessages = Readonly<Record<string, string>>;

/** A value as a failure names it: long texts by their start and length. */
const shown = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${JSON.stringify(value.slice(0, 12))}… (${value.length} characters)` : JSON.stringify(value));

/** A field's value tried in turn on top of `valid`, one field at a time. */
export function fieldCases<Values extends object>(valid: Values, tries: { [Key in keyof Values]?: readonly Values[Key][] }): ParityCase<Values>[] {
  const cases: ParityCase<Values>[] = [{ what: 'the valid values', values: valid }];
  for (const key of Object.keys(tries) as (keyof Values)[]) {
    for (const value of tries[key] ?? []) cases.push({ what: `${String(key)} = ${shown(value)}`, values: { ...valid, [key]: value } });
  }
  return cases;
}

/**
 * What a Formik form shows under each field: it validates with the form's yup
 * schema exactly as Formik does (empty strings as missing, every field at
 * once) and keeps each field's first message.
 */
export async function formikMessages(schema: unknown, values: object): Promise<FieldMessages> {
  try {
    await validateYupSchema(values as Record<string, unknown>, schema);
    return {};
  } catch (error) {
    const errors = yupToFormErrors<Record<string, unknown>>(error);
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

interface FieldByFieldSchema {
  validateAt(path: string, values: object): Promise<unknown>;
}

/**
 * What a form that checks its fields one by one in order shows (the contact
 * widget's single toast): the message of the first field it refuses.
 */
export async function firstFieldMessage(schema: FieldByFieldSchema, fields: readonly string[], values: object): Promise<FieldMessages> {
  for (const field of fields) {
    try {
      await schema.validateAt(field, values);
    } catch (error) {
      return { [field]: (error as Error).message };
    }
  }
  return {};
}

interface ApiSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** What the API answers about each field of a payload: zod's first message for it (a refusal of the whole payload under ''). */
export function zodMessages(schema: ApiSchema, payload: unknown): FieldMessages {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

const described = (messages: FieldMessages) =>
  Object.entries(messages)
    .map(([field, message]) => `${field || 'the payload'}: '${message}'`)
    .join(', ');

/**
 * Every case on which the form and the API disagree: one accepts what the
 * other refuses, or they word a field's refusal differently. `formOnly` names
 * the form's own fields, which the API never sees (a password's confirmation):
 * they count for the verdict, not for the words.
 */
export async function ruleDisagreements<Values>(
  cases: readonly ParityCase<Values>[],
  formMessages: (values: Values) => Promise<FieldMessages> | FieldMessages,
  apiMessages: (values: Values) => FieldMessages,
  { formOnly = [] }: { formOnly?: readonly string[] } = {},
): Promise<string[]> {
  const differences: string[] = [];
  for (const { what, values } of cases) {
    const form = await formMessages(values);
    const api = apiMessages(values);
    const formAccepts = Object.keys(form).length === 0;
    const apiAccepts = Object.keys(api).length === 0;
    if (formAccepts !== apiAccepts) {
      differences.push(`${what}: the form ${formAccepts ? 'accepts it' : `refuses it (${described(form)})`}, the API ${apiAccepts ? 'accepts it' : `refuses it (${described(api)})`}`);
      continue;
    }
    for (const field of new Set([...Object.keys(form), ...Object.keys(api)])) {
      if (!formOnly.includes(field) && form[field] !== api[field]) {
        differences.push(`${what}: for ${field || 'the payload'} the form says ${form[field] === undefined ? 'nothing' : `'${form[field]}'`}, the API ${api[field] === undefined ? 'nothing' : `'${api[field]}'`}`);
      }
    }
  }
  return differences;
}

/** Addresses people type, right and wrong, for every form with an email. */
export const EMAIL_TRIES = [
  'meena@example.com', 'Meena.Joshi+plots@example.co.in', ' meena@example.com ', 'MEENA@EXAMPLE.COM',
  'meena@example', 'meena@localhost', 'meena@@example.com', 'meena example@example.com', 'meena@example..com',
  '.meena@example.com', 'meena.@example.com', 'meena@-example.com', 'meena@exa_mple.com', 'a"b@example.com',
  'मीना@example.com', 'meena@', '@example.com', 'meena', '', '   ',
  // Longer than an address may be (254 characters), one well formed, one not.
  `${'m'.repeat(250)}@example.com`, `${'m'.repeat(260)}@example`,
] as const;

/** Indian mobile numbers as people write them, and numbers that are not one. */
export const PHONE_TRIES = [
  '9822012345', '+91 98220 12345', '+919822012345', '09822012345', '98220-12345', '98220 12345',
  '5822012345', '982201234', '98220123456', '+1 415 555 0100', 'abcdefghij', '', '   ',
  // Longer than a number may be typed (20 characters).
  '+91 98220 12345 12345',
] as const;

/** Each project text field around its limits (empty, blank, one short, the bounds, one over), from the one rules table. */
export function projectTextTries(): Record<ProjectTextField, string[]> {
  const tries = {} as Record<ProjectTextField, string[]>;
  for (const [field, { min, max }] of Object.entries(PROJECT_TEXT_RULES) as [ProjectTextField, { min: number; max: number }][]) {
    tries[field] = ['', '   ', 'x'.repeat(Math.max(0, min - 1)), 'x'.repeat(min), 'x'.repeat(max), 'x'.repeat(max + 1)];
  }
  return tries;
}

/** A project's texts that every form and the API accept: the valid values the tries start from. */
export const VALID_PROJECT_TEXTS = {
  title: 'Sahyadri Greens Phase 2',
  description: 'Gated plots near the Hinjewadi IT park with wide internal roads.',
  location: 'Hinjewadi Phase 3',
  city: 'Pune',
  state: 'Maharashtra',
} as const;

/** Areas people type, including too large for any unit. */
export const AREA_TRIES = ['', 0, -1, 0.5, 1, 12.5, PROJECT_AREA_MAX, PROJECT_AREA_MAX + 1] as const;

/** Pins: inside India, outside it, and half a pair (the other field left empty). */
export const COORDINATE_TRIES = { latitude: ['', 18.59, 40, -1], longitude: ['', 73.73, 100] } as const;
