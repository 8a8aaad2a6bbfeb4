import { combineSlices, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toastsSlice } from '../toast/toast-slice';

/** UI state the shell and remotes share: the mobile menu and the contact widget. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: { mobileMenuOpen: false, contactWidgetOpen: false },
  reducers: {
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileMenuOpen = action.payload ?? !state.mobileMenuOpen;
    },
    contactWidgetToggled(state, action: PayloadAction<boolean | undefined>) {
      state.contactWidgetOpen = action.payload ?? !state.contactWidgetOpen;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectContactWidgetOpen: (state) => state.contactWidgetOpen,
  },
});
export const { mobileMenuToggled, contactWidgetToggled } = uiSlice.actions;
export const { selectMobileMenuOpen, selectContactWidgetOpen } = uiSlice.selectors;

/**
 * The root reducer. Remotes add their own slices at run time with
 * `rootReducer.inject(slice)`; since @plotwise/ui is a shared singleton, they
 * all reach this one instance.
 */
export const rootReducer = combineSlices(toastsSlice, uiSlice);

export function createAppStore() {
  return configureStore({ reducer: rootReducer });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
