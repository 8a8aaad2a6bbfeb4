import { useState, type FormEvent } from 'react';
import { Badge, Button, formatDateIN, readableError, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import { AGENT_LEAD_TEXTS, LEAD_ALERT_TEXTS, LEAD_STAGES, LEAD_STAGE_LABELS, type AgentLead, type LeadStage } from '@plotwise/contracts';
import { useUpdateLead } from '../api/agent-leads';
import { LeadVisit } from '@plotwise/ui/forms';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 4px 0; }
  form { display: grid; gap: 8px; margin-top: 8px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
  label { display: grid; gap: 4px; font-weight: 600; font-size: .9rem; }
  textarea { grid-column: 1 / -1; }
`;

/** One lead: the buyer, how to reach them, and the agent's stage, follow-up day and notes. */
export function LeadItem({ lead, isNew = false }: { lead: AgentLead; isNew?: boolean }) {
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? '');
  const [notes, setNotes] = useState(lead.notes);
  const update = useUpdateLead();
  const toast = useToast();

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: lead.id, change: { stage, notes, followUpOn: followUpOn || null } },
      {
        onSuccess: () => toast({ title: `Saved ${lead.name}`, variant: 'success' }),
        onError: (error) => toast({ title: AGENT_LEAD_TEXTS.saveFailed, description: readableError(error, ''), variant: 'destructive' }),
      },
    );
  };

  return (
    <Item aria-label={`Lead from ${lead.name}`}>
      <h3>{lead.name}{isNew && <> <Badge $tone="warning">{LEAD_ALERT_TEXTS.newBadge}</Badge></>}</h3>
      <p>
        <a href={`tel:${lead.phone}`}>{lead.phone}</a>
        {lead.phoneVerified && <> <Badge $tone="success">{LEAD_ALERT_TEXTS.verifiedBadge}</Badge></>}
        {lead.email && <> · <a href={`mailto:${lead.email}`}>{lead.email}</a></>}
      </p>
      <p>{lead.projectTitle ?? 'General enquiry'} · received {formatDateIN(lead.createdAt)}</p>
      <p>{lead.message}</p>
      {lead.visit && <LeadVisit visit={lead.visit} projectId={lead.projectId} buyer={lead.name} listPath="/api/agent/leads" />}
      <form onSubmit={save}>
        <label>
          Stage
          <select value={stage} onChange={(event) => setStage(event.target.value as LeadStage)}>
            {LEAD_STAGES.map((value) => <option key={value} value={value}>{LEAD_STAGE_LABELS[value]}</option>)}
          </select>
        </label>
        <label>
          Follow-up date
          <input type="date" value={followUpOn} onChange={(event) => setFollowUpOn(event.target.value)} />
        </label>
        <label style={{ gridColumn: '1 / -1' }}>
          Notes
          <textarea rows={2} value={notes} maxLength={2000} onChange={(event) => setNotes(event.target.value)} />
        </label>
        <Button type="submit" disabled={update.isPending}>Save</Button>
      </form>
    </Item>
  );
}
