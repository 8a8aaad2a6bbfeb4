import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.line};
  margin-bottom: 20px;
`;

const Tab = styled.button`
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.ink}; box-shadow: ${({ theme }) => theme.shadow.card}; }
`;

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: one panel, labelled by the selected tab. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  return (
    <>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </>
  );
}
