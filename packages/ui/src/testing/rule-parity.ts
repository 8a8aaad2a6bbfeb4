/**
 * Form and API parity: a form's rules (yup, with the screen's messages) and the
 * API's (zod, in @plotwise/contracts) must accept and refuse the same input, or
 * a visitor either meets a 400 after a form said yes, or is refused by a form
 * for something the API takes. `ruleDisagreements` names every input on which
 * they differ; a parity test expects none.
 */
export interface ParityCase<Values> {
  /** What the case tries, for the failure message ("email without a dot"). */
  what: string;
  values: Values;
}

/** A field's value tried in turn on top of `valid`, one field at a time. */
export function fieldCases<Values extends object>(valid: Values, tries: { [Key in keyof Values]?: readonly Values[Key][] }): ParityCase<Values>[] {
  const cases: ParityCase<Values>[] = [{ what: 'the valid values', values: valid }];
  for (const key of Object.keys(tries) as (keyof Values)[]) {
    for (const value of tries[key] ?? []) cases.push({ what: `${String(key)} = ${JSON.stringify(value)}`, values: { ...valid, [key]: value } });
  }
  return cases;
}

export async function ruleDisagreements<Values>(
  cases: readonly ParityCase<Values>[],
  formAccepts: (values: Values) => Promise<boolean> | boolean,
  apiAccepts: (values: Values) => boolean,
): Promise<string[]> {
  const differences: string[] = [];
  for (const { what, values } of cases) {
    const form = await formAccepts(values);
    const api = apiAccepts(values);
    if (form !== api) differences.push(`${what}: the form ${form ? 'accepts' : 'refuses'} it, the API ${api ? 'accepts' : 'refuses'} it`);
  }
  return differences;
}

/** Addresses people type, right and wrong, for every form with an email. */
export const EMAIL_TRIES = [
  'meena@example.com', 'Meena.Joshi+plots@example.co.in', ' meena@example.com ', 'MEENA@EXAMPLE.COM',
  'meena@example', 'meena@localhost', 'meena@@example.com', 'meena example@example.com', 'meena@example..com',
  '.meena@example.com', 'meena.@example.com', 'meena@-example.com', 'meena@exa_mple.com', 'a"b@example.com',
  'मीना@example.com', 'meena@', '@example.com', 'meena', '',
] as const;

/** Indian mobile numbers as people write them, and numbers that are not one. */
export const PHONE_TRIES = [
  '9822012345', '+91 98220 12345', '+919822012345', '09822012345', '98220-12345', '98220 12345',
  '5822012345', '982201234', '98220123456', '+1 415 555 0100', 'abcdefghij', '',
] as const;
