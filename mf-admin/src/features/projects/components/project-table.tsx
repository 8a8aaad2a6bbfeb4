import {
  APPROVAL_STATUS_LABELS,
  HUB_CARD_TEXTS as CARD_TEXTS,
  HUB_SORT_LABELS,
  HUB_STATUS_LABELS,
  HUB_TYPE_LABELS,
  REPORT_FLAG_SENDERS,
  REPORT_TEXTS,
  type AdminProjectListItem,
  type AdminProjectSortField,
} from '@plotwise/contracts';
import { formatDateIN, Link } from '@plotwise/ui';
import { DataTable, TableActions, type DataTableColumn, type TableViewState } from '../../../components/data-table';
import { APPROVAL_FILLS, HubBadge, hubPrice, ProjectActionButtons, type ProjectActionHandlers } from './project-card';

interface ProjectTableProps extends TableViewState<AdminProjectSortField>, Omit<ProjectActionHandlers, 'onImages'> {
  projects: readonly AdminProjectListItem[];
}

/** The hub's projects as a table: what the cards show, a row each, sortable by title, city, price and date. */
export function ProjectTable({ projects, onEdit, onDelete, ...view }: ProjectTableProps) {
  const columns: DataTableColumn<AdminProjectListItem, AdminProjectSortField>[] = [
    { key: 'id', header: 'ID', render: (project) => project.id },
    { key: 'title', header: HUB_SORT_LABELS.title, sortField: 'title', wrap: true, render: (project) => <Link to={`/projects/${project.id}`}>{project.title}</Link> },
    { key: 'city', header: HUB_SORT_LABELS.city, sortField: 'city', render: (project) => `${project.city}, ${project.state}` },
    { key: 'type', header: 'Type', render: (project) => HUB_TYPE_LABELS[project.projectType] },
    { key: 'status', header: 'Status', render: (project) => <HubBadge $fill={project.status}>{HUB_STATUS_LABELS[project.status]}</HubBadge> },
    {
      key: 'approval',
      header: 'Approval',
      render: (project) => (
        <>
          <HubBadge $fill={APPROVAL_FILLS[project.approvalStatus]}>{APPROVAL_STATUS_LABELS[project.approvalStatus]}</HubBadge>
          {project.reportFlagged && (
            <>
              {' '}
              <Link to="/admin/listing-reports" title={REPORT_TEXTS.flaggedHelp(REPORT_FLAG_SENDERS)} data-testid="report-flag">
                <HubBadge $fill="danger">⚑ {REPORT_TEXTS.flagged}</HubBadge>
              </Link>
            </>
          )}
        </>
      ),
    },
    { key: 'price', header: HUB_SORT_LABELS.startingPrice, sortField: 'startingPrice', render: (project) => hubPrice(project.startingPrice) },
    { key: 'created', header: HUB_SORT_LABELS.createdAt, sortField: 'createdAt', firstOrder: 'desc', render: (project) => formatDateIN(project.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      render: (project) => (
        <TableActions role="group" aria-label={CARD_TEXTS.actionsFor(project.title)}>
          <ProjectActionButtons project={project} onEdit={onEdit} onDelete={onDelete} />
        </TableActions>
      ),
    },
  ];
  return (
    <DataTable
      label="Projects"
      rows={projects}
      columns={columns}
      rowKey={(project) => String(project.id)}
      rowLabel={(project) => project.title}
      {...view}
    />
  );
}
