import type { ReactNode } from 'react';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS, type Project } from '@plotwise/contracts';
import { formatArea, formatRupees, formatStartingPrice, ratePerSquareFoot } from '@plotwise/ui';

/** One line of the compare table: its label and what each project shows in it. */
export interface CompareRow {
  key: string;
  label: string;
  value: (project: Project) => ReactNode;
}

const NOT_STATED = '—';
const list = (items: readonly string[]) => (items.length ? items.join(', ') : NOT_STATED);

/** The compare table's lines, top to bottom; a new fact is one more entry here. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  { key: 'price', label: 'Starting price', value: (project) => formatStartingPrice(project.startingPrice) },
  {
    key: 'rate',
    label: 'Price per sq.ft',
    value: (project) => {
      const rate = ratePerSquareFoot(project);
      return rate === null ? NOT_STATED : `${formatRupees(rate)} / sq.ft`;
    },
  },
  { key: 'area', label: 'Total area', value: (project) => formatArea(project.totalArea, project.areaUnit) },
  { key: 'type', label: 'Project type', value: (project) => PROJECT_TYPE_LABELS[project.projectType] },
  { key: 'status', label: 'Status', value: (project) => PROJECT_STATUS_LABELS[project.status] ?? PROJECT_STATUS_LABELS.upcoming },
  { key: 'possession', label: 'Possession', value: (project) => project.possessionTimeline || 'To be announced' },
  { key: 'rera', label: 'RERA number', value: (project) => project.reraNumber || 'Not registered' },
  { key: 'approvals', label: 'Approvals', value: (project) => list(project.approvals) },
  { key: 'amenities', label: 'Amenities', value: (project) => list(project.amenities) },
];
