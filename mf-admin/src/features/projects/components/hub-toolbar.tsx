import styled from 'styled-components';
import {
  ADMIN_PROJECT_SORT_FIELDS,
  APPROVAL_STATUSES,
  APPROVAL_STATUS_LABELS,
  HUB_SORT_LABELS,
  HUB_STATUS_LABELS,
  HUB_TEXTS as TEXTS,
  HUB_TYPE_LABELS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@plotwise/contracts';
import { Button, media } from '@plotwise/ui';
import { Field } from '../../../components/controls';
import { Input, Select } from '@plotwise/ui/forms';
import type { HubFilters } from '../hub-filters';

const Bar = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  align-items: end;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)) auto; }
  .search { grid-column: 1 / -1; }
`;

interface HubToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  filters: HubFilters;
  onChange: (change: Partial<HubFilters>) => void;
}

interface FilterSelectProps<V extends string> {
  label: string;
  value: string;
  /** The first option's text when the filter can be off ('all'); the sort field has none. */
  all?: string;
  values: readonly V[];
  labels: Record<V, string>;
  /** The chosen option's value, as the select holds it. */
  onSelect: (value: string) => void;
}

/** One of the toolbar's selects: its label above, 'all' first when the filter can be off, then each value by its label. */
function FilterSelect<V extends string>({ label, value, all, values, labels, onSelect }: FilterSelectProps<V>) {
  return (
    <Field>
      {label}
      <Select value={value} onChange={(event) => onSelect(event.target.value)}>
        {all && <option value="all">{all}</option>}
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Search, the status, type and approval filters, the sort field and its direction toggle. */
export function HubToolbar({ search, onSearch, filters, onChange }: HubToolbarProps) {
  const descending = filters.sortOrder === 'desc';
  return (
    <Bar>
      <Field className="search">
        {TEXTS.searchLabel}
        <Input type="search" value={search} placeholder={TEXTS.searchPlaceholder} onChange={(event) => onSearch(event.target.value)} />
      </Field>
      <FilterSelect label={TEXTS.statusFilter} value={filters.status} all={TEXTS.allStatuses} values={PROJECT_STATUSES} labels={HUB_STATUS_LABELS} onSelect={(status) => onChange({ status: status as HubFilters['status'], page: 1 })} />
      <FilterSelect label={TEXTS.typeFilter} value={filters.projectType} all={TEXTS.allTypes} values={PROJECT_TYPES} labels={HUB_TYPE_LABELS} onSelect={(projectType) => onChange({ projectType: projectType as HubFilters['projectType'], page: 1 })} />
      <FilterSelect label={TEXTS.approvalFilter} value={filters.approvalStatus} all={TEXTS.allApprovals} values={APPROVAL_STATUSES} labels={APPROVAL_STATUS_LABELS} onSelect={(approvalStatus) => onChange({ approvalStatus: approvalStatus as HubFilters['approvalStatus'], page: 1 })} />
      <FilterSelect label={TEXTS.sortField} value={filters.sortBy} values={ADMIN_PROJECT_SORT_FIELDS} labels={HUB_SORT_LABELS} onSelect={(sortBy) => onChange({ sortBy: sortBy as HubFilters['sortBy'], page: 1 })} />
      <Button
        type="button"
        $variant="secondary"
        aria-label={TEXTS.sortToggle(descending)}
        title={TEXTS.sortToggle(descending)}
        onClick={() => onChange({ sortOrder: descending ? 'asc' : 'desc', page: 1 })}
      >
        {descending ? `↓ ${TEXTS.sortDescending}` : `↑ ${TEXTS.sortAscending}`}
      </Button>
    </Bar>
  );
}
