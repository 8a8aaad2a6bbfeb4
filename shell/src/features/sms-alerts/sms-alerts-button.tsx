import styled from 'styled-components';
import { HeaderIconButton } from '../layout/header-icon-button';
import { RemoteWidgetSlot, useRemoteWidget } from '../remotes/remote-widget';
import { useWidgetPopover, WidgetPanel } from '../remotes/use-widget-popover';

export const SMS_ALERTS_UNAVAILABLE = 'SMS alerts are unavailable right now. Please try again in a moment.';

const Bell = styled(HeaderIconButton)`
  color: ${({ theme }) => theme.colors.ink};
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
`;

const Popover = styled(WidgetPanel)`
  top: calc(${({ theme }) => theme.layout.headerHeight} + 8px);
  right: 16px;
  z-index: 60;
  max-height: calc(100vh - 96px);
`;

/**
 * The header's bell. The popover's content is `mf_tools/sms-alerts`, fetched
 * on first hover, focus or click; outside clicks and Escape close it.
 */
export function SmsAlertsButton() {
  const widget = useRemoteWidget<Record<string, never>>('mf_tools', 'sms-alerts');
  const { open, panel: popover, triggerProps } = useWidgetPopover({ panelId: 'sms-alerts-popover', load: widget.load, closeOnOutsidePointer: true });

  return (
    <>
      <Bell {...triggerProps} type="button" aria-label="SMS alerts" aria-haspopup="dialog">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />
        </svg>
      </Bell>
      {open && (
        <Popover ref={popover} id="sms-alerts-popover" role="dialog" aria-label="SMS alerts" tabIndex={-1}>
          <RemoteWidgetSlot widget={widget} render={(SmsAlerts) => <SmsAlerts />} unavailable={<p>{SMS_ALERTS_UNAVAILABLE}</p>} />
        </Popover>
      )}
    </>
  );
}
