import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
  /** A link the toast offers ('Log in' → /login). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  href: string;
}

/** Toast defaults: one toast at a time, auto-close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

interface ToastState {
  current: Toast | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    /** A new toast replaces the one on screen: only one is ever shown. */
    toastShown(state, action: PayloadAction<Omit<Toast, 'id' | 'durationMs' | 'variant'> & Partial<Pick<Toast, 'variant' | 'durationMs'>>>) {
      state.current = {
        variant: 'default',
        durationMs: TOAST_DURATION_MS,
        ...action.payload,
        id: state.nextId,
      };
      state.nextId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectCurrentToast } = toastsSlice.selectors;
