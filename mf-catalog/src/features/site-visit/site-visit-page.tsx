import styled from 'styled-components';
import { SITE_VISIT_STATUS_LABELS, SITE_VISIT_TEXTS, slotLabel, visitDayLabel } from '@plotwise/contracts';
import { Button, ButtonLink, Container, Link, Skeleton, readableError, usePageMeta, useParams } from '@plotwise/ui';
import { calendarUrl, useVisit, useVisitAction } from './api';
import { BookingCard } from './booking-card';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
  max-width: 640px;
`;

const Card = styled(BookingCard)`
  padding: 24px;
  h1 { font-size: 1.6rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `/projects/visits/:token`: the buyer's own page for a visit, from the link in their messages. */
export function SiteVisitPage() {
  const token = useParams().token ?? '';
  usePageMeta(SITE_VISIT_TEXTS.pageTitle, SITE_VISIT_TEXTS.pageTitle, { noindex: true });
  if (!TOKEN.test(token)) return <Page><Card><p role="alert">{SITE_VISIT_TEXTS.notFound}</p></Card></Page>;
  return <VisitDetails token={token} />;
}

function VisitDetails({ token }: { token: string }) {
  const visit = useVisit(token);
  const action = useVisitAction(token);
  if (visit.isPending) return <Page aria-busy="true"><Skeleton $height="180px" /></Page>;
  if (visit.isError) return <Page><Card><p role="alert">{SITE_VISIT_TEXTS.notFound}</p></Card></Page>;
  const { data } = visit;
  const cancelled = data.status === 'cancelled';
  return (
    <Page>
      <Card aria-labelledby="visit-heading" data-testid="visit-page">
        <h1 id="visit-heading">{SITE_VISIT_TEXTS.pageTitle}</h1>
        <p>
          {data.projectId ? <Link to={`/projects/${data.projectId}`}>{data.projectTitle}</Link> : data.projectTitle}
          {' · '}{data.address}
        </p>
        <p><strong>{visitDayLabel(data.date)}, {slotLabel(data.slot)}</strong> (India time)</p>
        <p data-testid="visit-status">Status: <strong>{SITE_VISIT_STATUS_LABELS[data.status]}</strong></p>
        {data.status === 'proposed' && <p>The agent proposes this new time. Accept it, or cancel the visit.</p>}
        {cancelled && <p>{SITE_VISIT_TEXTS.cancelled}</p>}
        {action.isError && <p role="alert">{readableError(action.error, SITE_VISIT_TEXTS.actionFailed)}</p>}
        {!cancelled && (
          <Actions>
            {data.status === 'proposed' && (
              <Button type="button" disabled={action.isPending} onClick={() => action.mutate('accept')}>{SITE_VISIT_TEXTS.accept}</Button>
            )}
            <ButtonLink $variant="secondary" href={calendarUrl(token)} download="plotwise-site-visit.ics">{SITE_VISIT_TEXTS.addToCalendar}</ButtonLink>
            <Button type="button" $variant="danger" disabled={action.isPending} onClick={() => action.mutate('cancel')}>{SITE_VISIT_TEXTS.cancel}</Button>
          </Actions>
        )}
      </Card>
    </Page>
  );
}

export default SiteVisitPage;
