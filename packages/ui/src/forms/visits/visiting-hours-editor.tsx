import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  SITE_VISIT_TEXTS as TEXTS, WEEKDAY_SHORT, formatDays, formatHoursRange, visitingHoursSchema, type VisitSlotsResponse, type WeeklyHours,
} from '@plotwise/contracts';
import { Button, apiRequest, readableError, useQuery, useQueryClient, useToast } from '@plotwise/ui';

const Section = styled.section`
  margin-top: 24px;
  display: grid;
  gap: 10px;
  h2 { margin: 0; }
  p { margin: 0; }
  fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
  legend { font-weight: 700; margin-bottom: 4px; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; }
  label { display: inline-flex; gap: 6px; align-items: center; font-weight: 600; }
`;

// Mondays first, as people read a week.
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** A live project's own visiting days and hours (or the office's), as buyers' booking offers them; its agent or an admin sets them. */
export function VisitingHoursEditor({ projectId }: { projectId: number }) {
  const path = `/api/projects/${projectId}/visit-slots`;
  const slots = useQuery<VisitSlotsResponse>({ queryKey: [path], staleTime: 0, retry: false });
  if (slots.isError) return <Section aria-label={TEXTS.hoursTitle}><h2>{TEXTS.hoursTitle}</h2><p>{TEXTS.hoursNotLive}</p></Section>;
  if (!slots.data) return null;
  const { ownHours, hours } = slots.data;
  return <HoursForm key={JSON.stringify(ownHours)} projectId={projectId} own={ownHours} shown={hours} slotsPath={path} />;
}

interface HoursFormProps {
  projectId: number;
  own: WeeklyHours | null;
  shown: WeeklyHours[];
  slotsPath: string;
}

function HoursForm({ projectId, own, shown, slotsPath }: HoursFormProps) {
  const start = own ?? shown[0]!;
  const [days, setDays] = useState<number[]>(start.days);
  const [opens, setOpens] = useState(start.opens);
  const [closes, setCloses] = useState(start.closes);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const toast = useToast();

  const save = async (hours: WeeklyHours | null) => {
    setBusy(true);
    try {
      await apiRequest<void>('PUT', `/api/projects/${projectId}/visiting-hours`, { hours });
      toast({ title: TEXTS.hoursSaved, variant: 'success' });
      await client.invalidateQueries({ queryKey: [slotsPath] });
    } catch (failure) {
      toast({ title: TEXTS.actionFailed, description: readableError(failure, ''), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API's own rule, checked here first so the agent reads it beside the fields.
    const checked = visitingHoursSchema.safeParse({ days, opens, closes });
    setError(checked.success ? null : checked.error.issues[0]!.message);
    if (checked.success) void save(checked.data);
  };
  const toggle = (day: number, on: boolean) => setDays(on ? [...days, day] : days.filter((value) => value !== day));

  return (
    <Section aria-labelledby={`visiting-hours-${projectId}`}>
      <h2 id={`visiting-hours-${projectId}`}>{TEXTS.hoursTitle}</h2>
      <p>{TEXTS.hoursIntro}</p>
      <p data-testid="current-visiting-hours">
        <strong>{own ? TEXTS.hoursOwn : TEXTS.hoursOffice}:</strong> {shown.map((entry) => `${formatDays(entry.days)} ${formatHoursRange(entry)}`).join(' · ')}
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend>{TEXTS.hoursDaysLegend}</legend>
          {WEEK.map((day) => (
            <label key={day}>
              <input type="checkbox" checked={days.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />
              {WEEKDAY_SHORT[day]}
            </label>
          ))}
        </fieldset>
        <div className="row">
          <label>{TEXTS.hoursOpens}<input type="time" step={3600} value={opens} onChange={(event) => setOpens(event.target.value)} /></label>
          <label>{TEXTS.hoursCloses}<input type="time" step={3600} value={closes} onChange={(event) => setCloses(event.target.value)} /></label>
          <Button type="submit" disabled={busy}>{TEXTS.hoursSave}</Button>
          {own && <Button type="button" $variant="ghost" disabled={busy} onClick={() => void save(null)}>{TEXTS.hoursReset}</Button>}
        </div>
        {error && <p role="alert">{error}</p>}
      </form>
    </Section>
  );
}
