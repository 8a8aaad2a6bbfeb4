import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_LIST_VIEWS, ADMIN_TABLE_TEXTS as TEXTS, type AdminListView } from '@plotwise/contracts';
import { Tabs } from '@plotwise/ui';

const Holder = styled.div`
  min-width: 0;
  [role='tablist'] { max-width: 240px; margin-bottom: 12px; }
  [role='tabpanel'] { display: grid; gap: 16px; min-width: 0; }
  [role='tabpanel'] > * { min-width: 0; }
  [role='tabpanel']:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 4px; }
`;

const TABS = ADMIN_LIST_VIEWS.map((key) => ({ key, label: TEXTS.views[key] }));

/** The Cards/Table switch above an admin list; the list is its panel. */
export function ViewSwitch({ view, onChange, children }: { view: AdminListView; onChange: (view: AdminListView) => void; children: ReactNode }) {
  return (
    <Holder>
      <Tabs<AdminListView> label={TEXTS.viewLabel} look="segmented" tabs={TABS} selected={view} onSelect={onChange}>
        {children}
      </Tabs>
    </Holder>
  );
}
