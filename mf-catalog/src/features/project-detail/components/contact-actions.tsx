import styled from 'styled-components';
import type { Project } from '@plotwise/contracts';
import { CONTACT_ACTION_LABELS as LABELS, MAP_TEXTS } from '@plotwise/contracts';
import { secondaryButtonStyles } from '@plotwise/ui';
import { ChatIcon, DirectionsIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { directionsUrl, mailtoHref, phoneLabel, telHref, whatsappHref } from '../contact-links';
import { useProjectUrl } from '../project-url';
import { bareList, columnGrid } from '../../../components/layout';

const Actions = styled.ul`
  ${bareList}
  ${columnGrid(4, 768)}
  gap: 10px;
  a {
    ${secondaryButtonStyles}
    display: flex;
    min-height: 48px;
    padding: 0 12px;
    text-align: center;
  }
  a:hover { color: ${({ theme }) => theme.colors.brandDark}; }
  a[data-kind='call'] { background: ${({ theme }) => theme.colors.brand}; border-color: ${({ theme }) => theme.colors.brand}; color: #fff; }
  a[data-kind='whatsapp'] { background: #166534; border-color: #166534; color: #fff; }
`;

export type ContactProject = Pick<Project, 'id' | 'title' | 'location' | 'city' | 'state' | 'contactPhone' | 'contactEmail'>;

/** Call, chat on WhatsApp, email and directions: the ways to reach the seller or the site. */
export function ContactActions({ project }: { project: ContactProject }) {
  const pageUrl = useProjectUrl(project.id);
  return (
    <Actions aria-label="Contact">
      <li><a data-kind="call" href={telHref(project)} aria-label={`${LABELS.call} ${phoneLabel(project)}`}><PhoneIcon /> {LABELS.call}</a></li>
      <li><a data-kind="whatsapp" href={whatsappHref(project, pageUrl)} target="_blank" rel="noopener noreferrer"><ChatIcon /> {LABELS.whatsapp}</a></li>
      <li><a data-kind="email" href={mailtoHref(project)}><MailIcon /> {LABELS.email}</a></li>
      <li><a data-kind="directions" href={directionsUrl(project)} target="_blank" rel="noopener noreferrer"><DirectionsIcon /> {MAP_TEXTS.getDirections}</a></li>
    </Actions>
  );
}
