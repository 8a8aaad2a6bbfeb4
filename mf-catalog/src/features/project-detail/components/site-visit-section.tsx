import styled from 'styled-components';
import { SITE_VISIT_TEXTS, type Project } from '@plotwise/contracts';
import { LazySiteVisitForm } from '../../site-visit';

const Section = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; }
  p { margin: 0; }
`;

/** Book a site visit: the heading in the server's page, the form once it nears the screen. */
export function SiteVisitSection({ project }: { project: Pick<Project, 'id' | 'title'> }) {
  return (
    <Section aria-labelledby="site-visit-heading" id="site-visit">
      <h2 id="site-visit-heading">{SITE_VISIT_TEXTS.heading}</h2>
      <p>{SITE_VISIT_TEXTS.intro}</p>
      <LazySiteVisitForm project={project} />
    </Section>
  );
}
