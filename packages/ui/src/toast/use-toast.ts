import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown, type ToastAction, type ToastVariant } from './toast-slice';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  action?: ToastAction;
}

/** `const toast = useToast(); toast({ title: 'Logged out' })` from any remote. */
export function useToast(): (options: ToastOptions) => void {
  const dispatch = useDispatch();
  return useCallback((options: ToastOptions) => { dispatch(toastShown(options)); }, [dispatch]);
}
