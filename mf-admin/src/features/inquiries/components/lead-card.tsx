import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, LEAD_ALERT_TEXTS, type InquiryStatus, type Lead } from '@plotwise/contracts';
import { Badge, type BadgeTone, Button, Card, formatRelativeTime, Link } from '@plotwise/ui';
import { CardActions, CardHead, Contact, Fact, factRows } from '../../../components/card-parts';
import { LeadAgent } from './lead-agent';
import { LeadVisit } from '@plotwise/ui/forms';

const STATUS_TONES: Record<InquiryStatus, BadgeTone> = { new: 'warning', in_progress: 'info', responded: 'success' };

const Item = styled(Card).attrs({ as: 'article' })`
  padding: 16px;
  display: grid;
  gap: 10px;
  h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  .message { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
  .subject { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
`;

const Facts = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  font-size: .925rem;
  ${factRows}
`;

/** A lead's next steps: In Progress (from new) and Responded, until it is responded. */
export function LeadStatusActions({ lead, busy, onStatus }: LeadCardProps) {
  if (lead.status === 'responded') return null;
  return (
    <>
      {lead.status === 'new' && (
        <Button type="button" $variant="secondary" onClick={() => onStatus('in_progress')} disabled={busy}>
          {TEXTS.markInProgress}
        </Button>
      )}
      <Button type="button" onClick={() => onStatus('responded')} disabled={busy}>
        {TEXTS.markResponded}
      </Button>
    </>
  );
}

/** The badge of a lead's status. */
export function LeadStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge $tone={STATUS_TONES[status]}>{TEXTS.inquiryStatusLabels[status]}</Badge>;
}

interface LeadCardProps {
  lead: Lead;
  busy: boolean;
  onStatus: (status: InquiryStatus) => void;
}

/** One inquiry, message, quote request or job application with its status and the next step. */
export function LeadCard({ lead, busy, onStatus }: LeadCardProps) {
  return (
    <Item aria-label={`${TEXTS.leadKindLabels[lead.kind]} from ${lead.name}`}>
      <CardHead>
        <Badge $tone="neutral">{TEXTS.leadKindLabels[lead.kind]}</Badge>
        <LeadStatusBadge status={lead.status} />
        {lead.phoneVerified && <Badge $tone="success">{LEAD_ALERT_TEXTS.verifiedBadge}</Badge>}
        <time dateTime={lead.createdAt} title={new Date(lead.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}>
          {formatRelativeTime(lead.createdAt)}
        </time>
      </CardHead>
      <h3>{lead.name}</h3>
      <Facts>
        <Contact email={lead.email} phone={lead.phone} />
        {lead.projectTitle && (
          <Fact label={TEXTS.projectLabel}>{lead.projectId ? <Link to={`/projects/${lead.projectId}`}>{lead.projectTitle}</Link> : lead.projectTitle}</Fact>
        )}
        {lead.position && <Fact label={TEXTS.positionLabel}>{lead.position}</Fact>}
        <LeadAgent lead={lead} />
      </Facts>
      {lead.subject && <p className="subject">{lead.subject}</p>}
      {lead.message && <p className="message">{lead.message}</p>}
      {lead.visit && <LeadVisit visit={lead.visit} projectId={lead.projectId} buyer={lead.name} listPath="/api/admin/inquiries" />}
      {lead.kind === 'application' && (
        <p className="message">
          {lead.resumeUrl ? (
            <a href={lead.resumeUrl} target="_blank" rel="noreferrer">{TEXTS.resumeLink}</a>
          ) : (
            TEXTS.noResume
          )}
        </p>
      )}
      {lead.status !== 'responded' && (
        <CardActions>
          <LeadStatusActions lead={lead} busy={busy} onStatus={onStatus} />
        </CardActions>
      )}
    </Item>
  );
}
