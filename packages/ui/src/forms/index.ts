/**
 * The form kit: one look and one behaviour for every field on the site.
 *
 * A separate entry (`@plotwise/ui/forms`), not part of the shared `@plotwise/ui`
 * singleton: it binds to Formik, which each remote bundles for its own forms,
 * and a page without a form never downloads it.
 */
export { controlStyles, FieldFrame, FieldGrid, FilePicker, Input, Select, TextArea, CheckLabel } from './controls';
export { CheckboxField, SelectField, TextField } from './fields';
export { MoneyField } from './money-field';
export { EMPTY_PROJECT_TEXTS, projectTextYupFields, projectTextsOf, type ProjectTexts } from './project-rules';
export { PlotInventoryEditor } from './plots/plot-inventory-editor';
export { DueDiligenceEditor } from './plots/due-diligence-editor';
export { CoordinatesField, coordinateYupFields, coordinatesPayload, pointOf, type CoordinateValue } from './coordinates-field';
export { serverFieldError, showServerFieldErrors, type ServerFieldError, type ServerFieldNames } from './server-field-errors';
export { SignedInPrefill, type PrefillNames } from './signed-in-prefill';
export { LeadVisit } from './visits/lead-visit';
export { VisitingHoursEditor } from './visits/visiting-hours-editor';
