// Filling a form as a person does: field by field, found by its label.
import type { Locator } from 'playwright-core';

/**
 * Fills each labelled field of `form` in order (a later field may appear only
 * once an earlier one is set): a select gets the option of that value, any
 * other field the text.
 */
export async function fillForm(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label);
    if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption(value);
    else await field.fill(value);
  }
}
