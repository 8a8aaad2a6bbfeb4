import styled from 'styled-components';
import { COMPANY } from '@plotwise/ui';
import { RemoteWidgetSlot, useRemoteWidget } from '../remotes/remote-widget';
import { useWidgetPopover } from '../remotes/use-widget-popover';

/** The props of `mf_tools/contact-widget` (the shell never imports a remote's source). */
interface ContactWidgetProps {
  onClose: () => void;
}

export const CONTACT_WIDGET_UNAVAILABLE = 'The contact form is unavailable right now.';

const Trigger = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 45;
  width: 56px;
  height: 56px;
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

const Panel = styled.section`
  position: fixed;
  right: 16px;
  bottom: 84px;
  z-index: 45;
  width: min(360px, calc(100vw - 32px));
  max-height: calc(100vh - 110px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: 16px;
  display: grid;
  gap: 12px;
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h2 { margin: 0; font-size: 1.1rem; }
  &:focus { outline: none; }
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

/**
 * The round button at the bottom right of every page. The form itself is
 * `mf_tools/contact-widget`, fetched on first hover, focus or click.
 */
export function ContactWidgetLauncher() {
  const widget = useRemoteWidget<ContactWidgetProps>('mf_tools', 'contact-widget');
  const { open, toggle, close, panel, trigger } = useWidgetPopover({ closeOnOutsidePointer: false });

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
      <Trigger
        ref={trigger}
        type="button"
        aria-label={open ? 'Close contact form' : 'Contact us'}
        aria-expanded={open}
        aria-controls={open ? 'contact-widget' : undefined}
        onMouseEnter={widget.load}
        onFocus={widget.load}
        onClick={() => {
          widget.load();
          toggle();
        }}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M21 15a2 2 0 01-2 2H7l-4 4V5a2 2 0 012-2h14a2 2 0 012 2z" />}
        </svg>
      </Trigger>
    </>
  );
}
