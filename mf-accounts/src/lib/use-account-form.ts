import { useRef } from 'react';
import { ApiError, useFocusFirstError, useNavigate, useRefreshSession, useToast, type ToastOptions } from '@plotwise/ui';

/** The toasts of a failed sign-in. */
export interface SignInFailureTexts {
  /** The title over the server's reason. */
  title: string;
  /** The reason said when the server gives none. */
  fallback: string;
  /** The toast when no answer came (the network failed). */
  networkFailure: string;
}

/**
 * What the forms that change who is signed in (login, admin login, registration, password
 * reset) share: a form ref whose first invalid field takes the focus on submit, toasts, and
 * `enter`, which says the success, reads the new session and only then leaves the page.
 */
export function useAccountForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  const enter = async (success: Omit<ToastOptions, 'variant'>, destination: string, options?: { replace?: boolean }) => {
    toast({ ...success, variant: 'success' });
    await refreshSession();
    navigate(destination, options);
  };

  const signInFailed = (error: unknown, texts: SignInFailureTexts) => {
    if (error instanceof ApiError) {
      toast({ title: texts.title, description: error.serverMessage ?? texts.fallback, variant: 'destructive' });
    } else {
      toast({ title: texts.networkFailure, variant: 'destructive' });
    }
  };

  return { formRef, toast, navigate, enter, signInFailed };
}
