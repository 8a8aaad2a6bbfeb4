import { useMemo, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { HONEYPOT_FIELD, INQUIRY_LIMITS, SITE_VISIT_TEXTS, bookableRange, formatDays, formatHoursRange, slotLabel, visitDayLabel, type SiteVisitCreated, type VisitSlotsResponse } from '@plotwise/contracts';
import { readableError, useFocusFirstError, useToast } from '@plotwise/ui';
import { FieldFrame, SelectField, showServerFieldErrors, SignedInPrefill, TextField } from '@plotwise/ui/forms';
import { useBookVisit, useVisitSlots } from './api';
import { siteVisitSchema, type SiteVisitValues } from './site-visit-schema';
import { VisitBooked } from './visit-booked';
import { FormEnding } from '../../components/form-ending';
import { PhoneVerification } from '../inquiry';

const Fields = styled(Form)`
  display: grid;
  gap: 14px;
  @media (min-width: 640px) { grid-template-columns: 1fr 1fr; }
  > :last-child, > .wide { grid-column: 1 / -1; }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

type FormValues = SiteVisitValues & { [HONEYPOT_FIELD]: string };

/** The time list of the chosen day: only slots with a place left; a closed or full day says so. */
function SlotChoice({ slots }: { slots: VisitSlotsResponse }) {
  const { values } = useFormikContext<FormValues>();
  const day = slots.days.find((entry) => entry.date === values.date);
  const hint = !values.date ? undefined : !day ? SITE_VISIT_TEXTS.closedDay : day.slots.length === 0 ? SITE_VISIT_TEXTS.noSlots : undefined;
  return (
    <SelectField
      name="slot"
      label={SITE_VISIT_TEXTS.slotLabel}
      required
      hint={hint}
      placeholder="Choose a time"
      options={(day?.slots ?? []).map((slot) => ({ value: slot, label: slotLabel(slot) }))}
    />
  );
}

/** The booking form: name, phone, optional email, a day and one of its free times, sent to POST /api/site-visits. */
export function SiteVisitForm({ project }: { project: { id: number; title: string } }) {
  const slots = useVisitSlots(project.id);
  const book = useBookVisit(project.id);
  const toast = useToast();
  const [booked, setBooked] = useState<SiteVisitCreated | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const range = useMemo(() => bookableRange(), []);

  if (booked) return <VisitBooked booked={booked} onAnother={() => setBooked(null)} />;
  if (slots.isError) return <Note role="alert">{SITE_VISIT_TEXTS.slotsFailed}</Note>;
  if (!slots.data) return <Note>Loading visiting times…</Note>;

  const initialValues: FormValues = { name: '', phone: '', email: '', date: '', slot: '', [HONEYPOT_FIELD]: '' };
  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    try {
      const created = await book.mutateAsync({
        projectId: project.id,
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: (values.email ?? '').trim(),
        date: values.date,
        slot: values.slot,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      });
      helpers.resetForm();
      setBooked(created);
    } catch (error) {
      showServerFieldErrors(error, helpers, Object.keys(initialValues), formRef.current);
      toast({ title: SITE_VISIT_TEXTS.bookFailed, description: readableError(error, SITE_VISIT_TEXTS.bookFailed), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={siteVisitSchema} onSubmit={submit}>
      {({ values, setFieldValue }) => (
        <Fields ref={formRef} noValidate aria-label={`Book a site visit to ${project.title}`}>
          <Note className="wide" data-testid="visiting-hours">
            {SITE_VISIT_TEXTS.visitingHours}: {slots.data.hours.map((hours) => `${formatDays(hours.days)} ${formatHoursRange(hours)}`).join(' · ')}
          </Note>
          <SignedInPrefill />
          <TextField name="name" label="Name" autoComplete="name" required maxLength={INQUIRY_LIMITS.name} />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required maxLength={INQUIRY_LIMITS.phone} />
          <div className="wide"><PhoneVerification phone={values.phone} /></div>
          <div className="wide">
            <TextField name="email" label="Email" hint="Optional: for the confirmation and calendar link" type="email" autoComplete="email" maxLength={INQUIRY_LIMITS.email} />
          </div>
          <DayField min={range.first} max={range.last} onPick={() => void setFieldValue('slot', '')} />
          <SlotChoice slots={slots.data} />
          {values.date && values.slot && <Note className="wide">{visitDayLabel(values.date)}, {slotLabel(values.slot)} (India time)</Note>}
          <FormEnding pending={book.isPending} texts={SITE_VISIT_TEXTS} block />
        </Fields>
      )}
    </Formik>
  );
}

/** The day, from tomorrow up to 60 days ahead; a new day clears the time chosen for the old one. */
function DayField({ min, max, onPick }: { min: string; max: string; onPick: () => void }) {
  const { getFieldProps, getFieldMeta, setFieldValue } = useFormikContext<FormValues>();
  const field = getFieldProps<string>('date');
  const meta = getFieldMeta('date');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame>
      <label htmlFor="site-visit-date">{SITE_VISIT_TEXTS.dateLabel} <span aria-hidden="true">*</span></label>
      <input
        id="site-visit-date"
        type="date"
        name="date"
        min={min}
        max={max}
        required
        aria-invalid={Boolean(error)}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => {
          void setFieldValue('date', event.target.value);
          onPick();
        }}
      />
      {error && <p className="field-error" role="alert">{error}</p>}
    </FieldFrame>
  );
}

export default SiteVisitForm;
