import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The open project form (a dialog). */
export const projectForm = () => screen.getByRole('dialog');

/** Puts a whole value in a field as a paste does: one change, where typing re-validates the form at every key. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the fields a new project needs, with a Nashik plotting project. */
export async function fillRequired() {
  const inForm = within(projectForm());
  await fill(inForm.getByLabelText(/^Project title/), 'Riverside Plots');
  await userEvent.selectOptions(inForm.getByLabelText(/^Project type/), 'residential');
  await fill(inForm.getByLabelText(/^Description/), 'Plots by the river with wide roads.');
  await fill(inForm.getByLabelText(/^Location \/ locality/), 'Gangapur Road');
  await fill(inForm.getByLabelText(/^City/), 'Nashik');
  await fill(inForm.getByLabelText(/^State/), 'Maharashtra');
  await fill(inForm.getByLabelText(/^Total area/), '7.5');
}

/** Adds the first image row on the Images tab and chooses `file` for it, which starts its upload. */
export async function chooseFirstImage(file: File) {
  await userEvent.click(screen.getByRole('tab', { name: 'Images' }));
  await userEvent.click(screen.getByRole('button', { name: /Add Image/ }));
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Upload file for image 1'), { target: { files: [file] } });
  });
}
