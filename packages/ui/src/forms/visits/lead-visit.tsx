import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SITE_VISIT_STATUS_LABELS, SITE_VISIT_TEXTS, slotLabel, visitDayLabel, type LeadVisit as Visit } from '@plotwise/contracts';
import { Badge, Button, readableError, useToast } from '@plotwise/ui';
import { useProjectSlots, useVisitDecision, type VisitDecision } from './lead-visit-api';

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin: 8px 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  p { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  form { margin-top: 0; }
`;

interface LeadVisitProps {
  visit: Visit;
  projectId: number | null;
  buyer: string;
  /** The leads list this visit sits in, read again after an answer (the agent's, the admins'). */
  listPath: string;
}

/**
 * The site visit a lead asked for: its time and state, and the seller's answer
 * (confirm, propose another time, cancel), for the project's agent and admins.
 */
export function LeadVisit({ visit, projectId, buyer, listPath }: LeadVisitProps) {
  const [proposing, setProposing] = useState(false);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const slots = useProjectSlots(projectId, proposing);
  const decide = useVisitDecision(listPath);
  const toast = useToast();
  const open = visit.status === 'requested' || visit.status === 'proposed' || visit.status === 'confirmed';
  const day = slots.data?.days.find((entry) => entry.date === date);

  const TOASTS = { confirm: SITE_VISIT_TEXTS.confirmedToast, propose: SITE_VISIT_TEXTS.proposedToast, cancel: SITE_VISIT_TEXTS.cancelledToast };
  const answer = (decision: VisitDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setProposing(false);
        toast({ title: TOASTS[decision.action], variant: 'success' });
      },
      onError: (error) => toast({ title: SITE_VISIT_TEXTS.actionFailed, description: readableError(error, ''), variant: 'destructive' }),
    });
  const propose = (event: FormEvent) => {
    event.preventDefault();
    if (date && slot) answer({ id: visit.id, action: 'propose', proposal: { date, slot } });
  };

  return (
    <Box aria-label={`Site visit of ${buyer}`} data-testid="lead-visit">
      <p>
        <strong>{SITE_VISIT_TEXTS.leadVisit}:</strong> {visitDayLabel(visit.date)}, {slotLabel(visit.slot)}{' '}
        <Badge>{SITE_VISIT_STATUS_LABELS[visit.status]}</Badge>
      </p>
      {open && (
        <div className="actions">
          {visit.status === 'requested' && (
            <Button type="button" disabled={decide.isPending} onClick={() => answer({ id: visit.id, action: 'confirm' })}>{SITE_VISIT_TEXTS.confirm}</Button>
          )}
          <Button type="button" $variant="secondary" aria-expanded={proposing} onClick={() => setProposing(!proposing)}>{SITE_VISIT_TEXTS.propose}</Button>
          <Button type="button" $variant="danger" disabled={decide.isPending} onClick={() => answer({ id: visit.id, action: 'cancel' })}>
            {SITE_VISIT_TEXTS.cancelVisit}
          </Button>
        </div>
      )}
      {proposing && (
        <form onSubmit={propose} aria-label={`Propose another time to ${buyer}`}>
          <label>
            {SITE_VISIT_TEXTS.dateLabel}
            <select value={date} onChange={(event) => { setDate(event.target.value); setSlot(''); }} required>
              <option value="">Choose a day</option>
              {slots.data?.days.filter((entry) => entry.slots.length > 0).map((entry) => (
                <option key={entry.date} value={entry.date}>{visitDayLabel(entry.date)}</option>
              ))}
            </select>
          </label>
          <label>
            {SITE_VISIT_TEXTS.slotLabel}
            <select value={slot} onChange={(event) => setSlot(event.target.value)} required disabled={!day}>
              <option value="">Choose a time</option>
              {day?.slots.map((value) => <option key={value} value={value}>{slotLabel(value)}</option>)}
            </select>
          </label>
          <Button type="submit" disabled={decide.isPending || !date || !slot}>{SITE_VISIT_TEXTS.sendProposal}</Button>
        </form>
      )}
    </Box>
  );
}
