import { Button, Container, Link, usePageMeta } from '@plotwise/ui';
import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS } from '@plotwise/contracts';

const Wrap = styled(Container)`
  text-align: center;
  padding-top: 80px;
  padding-bottom: 80px;
  p { max-width: 48ch; margin: 0 auto 24px; }
`;

/** A missing or failed project, with the way back to the projects. */
export function ProjectNotFound({ onRetry }: { onRetry?: () => void }) {
  // Missing: 404, so search engines drop it; failed to load: 503, so they come back.
  usePageMeta(CATALOG_TEXTS.projectNotFound, undefined, { status: onRetry ? 503 : 404, noindex: true });
  return (
    <Wrap>
      <h1>{CATALOG_TEXTS.projectNotFound}</h1>
      <p>
        {onRetry
          ? 'We could not load this project right now. Check your connection and try again.'
          : 'This project does not exist, is no longer listed, or is waiting for approval.'}
      </p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && <Button type="button" $variant="secondary" onClick={onRetry}>Try again</Button>}
        <Button as={Link} to="/projects">{CATALOG_SCREEN_TEXTS.backToProjects}</Button>
      </div>
    </Wrap>
  );
}
