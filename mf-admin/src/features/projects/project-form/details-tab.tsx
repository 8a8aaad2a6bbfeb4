import {
  APPROVAL_STATUSES,
  AREA_UNITS,
  CITIES,
  APPROVAL_STATUS_LABELS,
  HUB_FORM_TEXTS as TEXTS,
  HUB_STATUS_LABELS,
  HUB_TYPE_LABELS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@plotwise/contracts';
import { DocumentField } from './document-field';
import { CheckboxField, MoneyField, SelectField, TextField } from '@plotwise/ui/forms';
import { Columns, Section } from './form-fields';
import { ListSection } from './list-rows';

const L = TEXTS.labels;
const S = TEXTS.sections;
const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) => values.map((value) => ({ value, label: labels ? labels[value] : value }));

/** The Project Details tab: every section of the hub form, in its order. */
export function DetailsTab() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Section>
        <legend>{S.basic}</legend>
        <TextField name="title" label={L.title} required maxLength={200} />
        <SelectField name="projectType" label={L.projectType} required options={options(PROJECT_TYPES, HUB_TYPE_LABELS)} placeholder={TEXTS.chooseType} />
        <TextField multiline name="description" label={L.description} required />
      </Section>

      <Section>
        <legend>{S.location}</legend>
        <TextField name="location" label={L.location} required />
        <Columns>
          <TextField name="city" label={L.city} required suggestions={CITIES} />
          <TextField name="state" label={L.state} required />
        </Columns>
      </Section>

      <Section>
        <legend>{S.area}</legend>
        <Columns>
          <TextField name="totalArea" label={L.totalArea} required inputMode="decimal" />
          <SelectField name="areaUnit" label={L.areaUnit} required options={options(AREA_UNITS)} />
        </Columns>
        <MoneyField name="startingPrice" label={L.startingPrice} hint="Whole rupees; leave empty for price on request." />
      </Section>

      <ListSection name="plotSizes" />
      <ListSection name="amenities" />
      <ListSection name="specifications" />

      <Section>
        <legend>{S.documents}</legend>
        <DocumentField name="brochureUrl" label={L.brochure} kind="document" hint={TEXTS.brochureHint} />
        <DocumentField name="layoutMapUrl" label={L.layoutMap} kind="layout" hint={TEXTS.layoutHint} />
      </Section>

      <ListSection name="approvals" />

      <Section>
        <legend>{S.details}</legend>
        <Columns>
          <TextField name="possessionTimeline" label={L.possessionTimeline} hint={TEXTS.possessionHint} />
          <TextField name="reraNumber" label={L.reraNumber} />
          <TextField name="contactEmail" label={L.contactEmail} type="email" inputMode="email" />
          <TextField name="contactPhone" label={L.contactPhone} type="tel" inputMode="tel" />
        </Columns>
      </Section>

      <Section>
        <legend>{S.status}</legend>
        <Columns>
          <SelectField name="status" label={L.status} required options={options(PROJECT_STATUSES, HUB_STATUS_LABELS)} />
          <SelectField name="approvalStatus" label={L.approvalStatus} required options={options(APPROVAL_STATUSES, APPROVAL_STATUS_LABELS)} />
        </Columns>
        <Columns>
          <CheckboxField name="featured" label={L.featured} />
          <CheckboxField name="isNewlyLaunched" label={L.isNewlyLaunched} />
          <CheckboxField name="isTopProject" label={L.isTopProject} />
          <CheckboxField name="verified" label={L.verified} />
        </Columns>
      </Section>
    </div>
  );
}
