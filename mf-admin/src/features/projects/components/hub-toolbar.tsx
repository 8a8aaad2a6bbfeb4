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

/** Search, the status, type and approval filters, the sort field and its direction toggle. */
export function HubToolbar({ search, onSearch, filters, onChange }: HubToolbarProps) {
  const descending = filters.sortOrder === 'desc';
  return (
    <Bar>
      <Field className="search">
        {TEXTS.searchLabel}
        <Input type="search" value={search} placeholder={TEXTS.searchPlaceholder} onChange={(event) => onSearch(event.target.value)} />
      </Field>
      <Field>
        {TEXTS.statusFilter}
        <Select value={filters.status} onChange={(event) => onChange({ status: event.target.value as HubFilters['status'], page: 1 })}>
          <option value="all">{TEXTS.allStatuses}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {HUB_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {TEXTS.typeFilter}
        <Select value={filters.projectType} onChange={(event) => onChange({ projectType: event.target.value as HubFilters['projectType'], page: 1 })}>
          <option value="all">{TEXTS.allTypes}</option>
          {PROJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {HUB_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {TEXTS.approvalFilter}
        <Select value={filters.approvalStatus} onChange={(event) => onChange({ approvalStatus: event.target.value as HubFilters['approvalStatus'], page: 1 })}>
          <option value="all">{TEXTS.allApprovals}</option>
          {APPROVAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPROVAL_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {TEXTS.sortField}
        <Select value={filters.sortBy} onChange={(event) => onChange({ sortBy: event.target.value as HubFilters['sortBy'], page: 1 })}>
          {ADMIN_PROJECT_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {HUB_SORT_LABELS[field]}
            </option>
          ))}
        </Select>
      </Field>
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
