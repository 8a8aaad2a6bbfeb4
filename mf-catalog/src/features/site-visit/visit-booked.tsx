import styled from 'styled-components';
import { SITE_VISIT_TEXTS, slotLabel, visitDayLabel, type SiteVisitCreated } from '@plotwise/contracts';
import { Button, ButtonLink, Link } from '@plotwise/ui';
import { calendarUrl, visitPageUrl } from './api';

const Done = styled.div`
  display: grid;
  gap: 12px;
  h3 { margin: 0; font-size: 1.15rem; color: ${({ theme }) => theme.colors.brandDark}; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

/** The confirmation screen: the time asked for, the calendar file and the buyer's own page for the visit. */
export function VisitBooked({ booked, onAnother }: { booked: SiteVisitCreated; onAnother: () => void }) {
  const { visit, token } = booked;
  return (
    <Done role="status" data-testid="visit-booked">
      <h3>{SITE_VISIT_TEXTS.requested}</h3>
      <p><strong>{visitDayLabel(visit.date)}, {slotLabel(visit.slot)}</strong> (India time)</p>
      <p>{SITE_VISIT_TEXTS.requestedBody}</p>
      <Actions>
        <ButtonLink href={calendarUrl(token)} download="plotwise-site-visit.ics">{SITE_VISIT_TEXTS.addToCalendar}</ButtonLink>
        <Link to={visitPageUrl(token)}>Manage or cancel this visit</Link>
        <Button type="button" $variant="ghost" onClick={onAnother}>Book another time</Button>
      </Actions>
    </Done>
  );
}
