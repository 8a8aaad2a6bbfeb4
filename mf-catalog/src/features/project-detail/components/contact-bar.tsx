import type { MouseEvent } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { CONTACT_ACTION_LABELS as LABELS } from '@plotwise/contracts';
import { BOTTOM_BAR_HEIGHT_VAR, media, theme } from '@plotwise/ui';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { phoneLabel, telHref, whatsappHref } from '../contact-links';
import { useProjectUrl } from '../project-url';
import type { ContactProject } from './contact-actions';

/** Below this width the contact card is far down the page, so the bar keeps contact one tap away. */
const PHONE = `(max-width: ${Number.parseInt(theme.breakpoints.md, 10) - 0.02}px)`;
/** 48 px targets in 8 px of padding, plus the phone's home-indicator inset. */
const BAR_HEIGHT = 'calc(64px + env(safe-area-inset-bottom, 0px))';

/**
 * In the stylesheet, not set by a script: the server's page already leaves room
 * for the bar (no shift at hydration), and the shell's floating buttons rise above it.
 */
const LeaveRoomForBar = createGlobalStyle`
  @media ${PHONE} {
    :root { ${BOTTOM_BAR_HEIGHT_VAR}: ${BAR_HEIGHT}; }
    body { padding-bottom: var(${BOTTOM_BAR_HEIGHT_VAR}); }
  }
`;

const Bar = styled.ul`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 35;
  box-sizing: border-box;
  height: ${BAR_HEIGHT};
  margin: 0;
  padding: 8px 8px calc(8px + env(safe-area-inset-bottom, 0px));
  list-style: none;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: 0 -4px 16px rgba(15, 23, 42, .08);
  ${media.md} { display: none; }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    height: 48px;
    padding: 0 4px;
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 700;
    font-size: .95rem;
    white-space: nowrap;
    text-decoration: none;
    color: #fff;
  }
  svg { width: 18px; height: 18px; flex: none; }
  /* A 360 px phone keeps the words and drops the icons. */
  @media (max-width: 379px) { svg { display: none; } }
  a[data-kind='call'] { background: ${({ theme }) => theme.colors.brand}; }
  a[data-kind='whatsapp'] { background: #166534; }
  a[data-kind='inquire'] { background: ${({ theme }) => theme.colors.accent}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.ink}; outline-offset: 2px; }
`;

const FIRST_FIELD = 'form input:not([tabindex="-1"]), form textarea';
/** How long a tap on Enquire waits for the form's code, which loads after the page. */
const FORM_WAIT_MS = 5000;

/**
 * The inquiry form's first field a person fills (not the honeypot). The form's
 * code loads after the page, so a tap that comes first focuses the section and
 * moves on to the field once the form is there, unless the visitor has moved
 * the focus meanwhile.
 */
function focusInquiry(section: HTMLElement) {
  const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const field = section.querySelector<HTMLElement>(FIRST_FIELD);
  const target = field ?? section;
  if (!field && !section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'center', behavior });
  target.focus({ preventScroll: true });
  if (field) return;
  const observer = new MutationObserver(() => {
    const loaded = section.querySelector<HTMLElement>(FIRST_FIELD);
    if (!loaded) return;
    observer.disconnect();
    if (document.activeElement !== section) return;
    loaded.scrollIntoView({ block: 'center', behavior });
    loaded.focus({ preventScroll: true });
  });
  observer.observe(section, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FORM_WAIT_MS);
}

/**
 * Call, WhatsApp and Enquire pinned to the bottom of a phone's screen. All
 * three are links, so they work in the server's page before any script runs
 * (Enquire jumps to the form's section); after hydration Enquire also puts
 * the cursor in the form.
 */
export function ContactBar({ project, inquiryId }: { project: ContactProject; inquiryId: string }) {
  const pageUrl = useProjectUrl(project.id);
  const inquire = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(inquiryId);
    if (!section) return;
    event.preventDefault();
    focusInquiry(section);
  };
  return (
    <>
      <LeaveRoomForBar />
      <Bar aria-label={LABELS.quickContact} data-testid="contact-bar">
        <li><a data-kind="call" href={telHref(project)} aria-label={`${LABELS.call} ${phoneLabel(project)}`}><PhoneIcon /> {LABELS.call}</a></li>
        <li><a data-kind="whatsapp" href={whatsappHref(project, pageUrl)} target="_blank" rel="noopener noreferrer"><ChatIcon /> {LABELS.whatsapp}</a></li>
        <li><a data-kind="inquire" href={`#${inquiryId}`} onClick={inquire}><MailIcon /> {LABELS.inquire}</a></li>
      </Bar>
    </>
  );
}
