import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fakeApi, toastTexts, type FakeReply } from '@plotwise/ui/src/testing';

/** Types each value into the field labelled with its key (an empty value is left out), then presses the button `submit`. */
export async function submitForm(values: Record<string, string>, submit: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}

export interface SignInForm {
  /** The page's path; a failed sign-in stays on it. */
  path: string;
  /** The sign-in request, 'METHOD /path'. */
  route: string;
  /** Renders the page at `path`. */
  render: () => void;
  /** Fills the form with good-looking credentials and submits it. */
  signIn: () => Promise<unknown>;
  /** The server's refusal: its reply, the toast's title and the server's reason it shows. */
  refusal: { reply: FakeReply; title: string; reason: string };
  /** The toast when the server refuses without a reason. */
  fallback: string;
  /** The toast when the network fails. */
  networkFailure: string;
}

/** The cases every sign-in form answers alike: a refusal with the server's reason, one without, and a network failure. */
export function itReportsSignInFailures(form: SignInForm) {
  async function failWith(reply: FakeReply, toasts: string[]) {
    fakeApi({ [form.route]: reply });
    form.render();
    await form.signIn();
    for (const text of toasts) await waitFor(() => expect(toastTexts()).toContain(text));
    expect(currentPath()).toBe(form.path);
  }

  it(`says '${form.refusal.title}' with the server's message`, () => failWith(form.refusal.reply, [form.refusal.title, form.refusal.reason]));

  it(`falls back to '${form.fallback}' when the server gives no message`, () => failWith({ status: 401, body: {} }, [form.fallback]));

  it(`says '${form.networkFailure}' when the network fails`, () => failWith(new TypeError('Failed to fetch'), [form.networkFailure]));
}
