import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { COMPANY, media, theme } from '@plotwise/ui';
import { RemoteWidgetSlot, useRemoteWidget } from '../remotes/remote-widget';
import { useWidgetPopover, WidgetPanel } from '../remotes/use-widget-popover';

/** The props of `mf_tools/contact-widget` (the shell never imports a remote's source). */
interface ContactWidgetProps {
  onClose: () => void;
}

export const CONTACT_WIDGET_UNAVAILABLE = 'The contact form is unavailable right now.';

/** On a narrow screen the button sits in the header, in this slot, so it never covers the page. */
export const HEADER_CHAT_SLOT_ID = 'header-chat-slot';
const NARROW = `(max-width: ${Number.parseInt(theme.breakpoints.lg, 10) - 1}px)`;

const Trigger = styled.button<{ $inHeader: boolean }>`
  position: ${({ $inHeader }) => ($inHeader ? 'static' : 'fixed')};
  right: 16px;
  bottom: 16px;
  z-index: 45;
  width: ${({ $inHeader }) => ($inHeader ? '44px' : '56px')};
  height: ${({ $inHeader }) => ($inHeader ? '44px' : '56px')};
  flex: none;
  /* Floating only where the page has room for it; before the code runs, a narrow screen shows none. */
  ${({ $inHeader }) => ($inHeader ? '' : `@media ${NARROW} { display: none; }`)}
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover { background: ${({ theme }) => theme.colors.brandDark}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

const Panel = styled(WidgetPanel)`
  right: 8px;
  top: 72px;
  ${media.lg} { top: auto; right: 16px; bottom: 84px; }
  z-index: 45;
  max-height: calc(100vh - 110px);
  display: grid;
  gap: 12px;
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h2 { margin: 0; font-size: 1.1rem; }
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  cursor: pointer;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.page}; }
`;

/** The header's slot while the screen is narrow (the header shows its menu button), else null. */
function useHeaderSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const narrow = window.matchMedia(NARROW);
    const update = () => setSlot(narrow.matches ? document.getElementById(HEADER_CHAT_SLOT_ID) : null);
    update();
    narrow.addEventListener('change', update);
    return () => narrow.removeEventListener('change', update);
  }, []);
  return slot;
}

/**
 * The round button at the bottom right of every wide page; on a phone or
 * tablet it sits in the header instead, where it covers nothing. The form
 * itself is `mf_tools/contact-widget`, fetched on first hover, focus or click.
 */
export function ContactWidgetLauncher() {
  const widget = useRemoteWidget<ContactWidgetProps>('mf_tools', 'contact-widget');
  const { open, close, panel, triggerProps } = useWidgetPopover({ panelId: 'contact-widget', load: widget.load, closeOnOutsidePointer: false });
  const headerSlot = useHeaderSlot();

  const button = (
    <Trigger {...triggerProps} $inHeader={headerSlot !== null} type="button" aria-label={open ? 'Close contact form' : 'Contact us'}>
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M21 15a2 2 0 01-2 2H7l-4 4V5a2 2 0 012-2h14a2 2 0 012 2z" />}
      </svg>
    </Trigger>
  );

  return (
    <>
      {open && (
        <Panel ref={panel} id="contact-widget" role="dialog" aria-labelledby="contact-widget-title" tabIndex={-1}>
          <header>
            <h2 id="contact-widget-title">Contact Us</h2>
            <Close type="button" aria-label="Close contact form" onClick={close}>×</Close>
          </header>
          <RemoteWidgetSlot
            widget={widget}
            render={(ContactWidget) => <ContactWidget onClose={close} />}
            unavailable={
              <>
                <p><strong>{CONTACT_WIDGET_UNAVAILABLE}</strong></p>
                <p>Call us at <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or write to <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.</p>
              </>
            }
          />
        </Panel>
      )}
      {headerSlot ? createPortal(button, headerSlot) : button}
    </>
  );
}
