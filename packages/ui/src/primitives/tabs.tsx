import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  margin-bottom: 20px;
  button {
    min-height: 44px;
    padding: 0 18px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.colors.brandDark}; border-bottom-color: ${({ theme }) => theme.colors.brand}; }
`;

/**
 * The segmented look: equal pills in a tray (sign-in choices, a dashboard's
 * sections). Pills too many for one row on a phone go on to a second row
 * rather than out of the tray.
 */
const SegmentedList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr));
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.line};
  margin-bottom: 20px;
  button {
    min-height: 44px;
    padding: 4px 8px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.ink}; box-shadow: ${({ theme }) => theme.shadow.card}; }
`;

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  /** The panel's content; without it the panel shows the Tabs' children (what the caller renders for the selected tab). */
  content?: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<TabDefinition<K>>;
  selected: K;
  onSelect: (key: K) => void;
  /** An underline under the selected tab (default), or segmented pills. */
  look?: 'underline' | 'segmented';
  children?: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them; only the selected panel is rendered. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, look = 'underline', children }: TabsProps<K>) {
  const TabList = look === 'segmented' ? SegmentedList : List;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === selected));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    onSelect(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  const current = tabs[index]!;
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, position) => (
          <button
            key={tab.key}
            ref={(element) => { buttons.current[position] = element; }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === current.key}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === current.key ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0}>
        {current.content ?? children}
      </div>
    </div>
  );
}
