import { SITE_VISIT_TEXTS, type Project } from '@plotwise/contracts';
import { BookingCard, LazySiteVisitForm } from '../../site-visit';

/** Book a site visit: the heading in the server's page, the form once it nears the screen. */
export function SiteVisitSection({ project }: { project: Pick<Project, 'id' | 'title'> }) {
  return (
    <BookingCard aria-labelledby="site-visit-heading" id="site-visit">
      <h2 id="site-visit-heading">{SITE_VISIT_TEXTS.heading}</h2>
      <p>{SITE_VISIT_TEXTS.intro}</p>
      <LazySiteVisitForm project={project} />
    </BookingCard>
  );
}
