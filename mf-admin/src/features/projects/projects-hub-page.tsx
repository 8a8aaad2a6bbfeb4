import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_TABLE_TEXTS,
  HUB_BULK_TEXTS,
  HUB_TEXTS as TEXTS,
  PROJECT_BULK_ACTIONS,
  PROJECT_BULK_LABELS,
  type AdminProjectListItem,
  type ProjectBulkAction,
} from '@plotwise/contracts';
import { Button, Card, Pagination, readableError, useDebouncedValue, useSearchParams, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { BulkActions, useBulkRun, type BulkActionChoice } from '../../components/bulk-actions';
import { ViewSwitch } from '../../components/view-switch';
import { useInvalidateAdmin } from '../../lib/invalidate-admin';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { useListView } from '../../lib/use-list-view';
import { useRowSelection } from '../../lib/use-row-selection';
import { bulkChangeProjects, fetchAdminProject, useAdminProjects, useInvalidateProjectReads } from './api/admin-projects';
import { BulkUploadDialog } from './components/bulk-upload-dialog';
import { DeleteProjectDialog } from './components/delete-project-dialog';
import { HubToolbar } from './components/hub-toolbar';
import { ProjectCard } from './components/project-card';
import { ListMessage, LoadingCards, ProjectGrid } from './components/project-grid';
import { ProjectImagesDialog } from './components/project-images-dialog';
import { ProjectTable } from './components/project-table';
import { downloadCsvTemplate } from './csv-template';
import type { FormState } from './project-form/form-state';
import { HUB_PARAM_KEYS, clearedFilters, filtersFromParams, hasActiveFilters, paramsOfChange, toListQuery, type HubFilters } from './hub-filters';

const BULK_CHOICES: BulkActionChoice<ProjectBulkAction>[] = PROJECT_BULK_ACTIONS.map((action) => ({
  action,
  ...PROJECT_BULK_LABELS[action],
  withReason: action === 'reject',
  destructive: action === 'delete',
}));

// The form (formik, yup, its sections) loads only when a project is created or edited.
const ProjectFormDialog = lazy(() => import('./project-form/project-form-dialog'));

const Overview = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 20px;
  @media (max-width: 480px) { padding: 14px; }
  header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; justify-content: space-between; }
  h2 { margin: 0; font-size: 1.3rem; }
  .count { margin: 0; font-weight: 700; color: ${({ theme }) => theme.colors.brandDark}; }
`;

/** `/admin/projects`: the Project Management Hub. */
export function ProjectsHubPage() {
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // Filters, sort, page and view live in the address: a reload, Back or a change keeps the page you were on.
  const { values, page, setFilters, setPage } = useListParams(HUB_PARAM_KEYS);
  const filters = filtersFromParams(values, page);
  const [view, setView] = useListView();
  const [search, setSearch] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(search, 300);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<AdminProjectListItem | null>(null);
  const [imagesOf, setImagesOf] = useState<AdminProjectListItem | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const listQuery = toListQuery(filters, filters.search);
  const projects = useAdminProjects(listQuery);
  useKeepPageInRange(projects.data, page, setPage);
  const { selection, setSelection, clear: clearSelection } = useRowSelection(
    (projects.data?.items ?? []).map((project) => String(project.id)),
    JSON.stringify(listQuery),
  );
  const invalidateProjects = useInvalidateProjectReads();
  const invalidateAdmin = useInvalidateAdmin();
  const bulkRun = useBulkRun('project', clearSelection, () => Promise.all([invalidateProjects(), invalidateAdmin()]));

  // The typed search reaches the address once typing pauses (and back to page 1); Back brings the address's search into the box.
  useEffect(() => setSearch(filters.search), [filters.search]);
  // Only a new pause in typing writes it: a cleared search must not be written back by the last pause's text.
  const lastDebounced = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === lastDebounced.current) return;
    lastDebounced.current = debouncedSearch;
    if (debouncedSearch.trim() !== filters.search) setFilters({ search: debouncedSearch.trim() });
  }, [debouncedSearch, filters.search, setFilters]);

  const openEdit = useCallback(
    async (id: number) => {
      try {
        setForm({ mode: 'edit', project: await fetchAdminProject(id) });
      } catch (error) {
        toast({ title: TEXTS.editNotFound, description: readableError(error, ''), variant: 'destructive' });
      }
    },
    [toast],
  );

  // `?edit={id}` opens that project in the form, then the parameter is cleared.
  const editParam = searchParams.get('edit');
  useEffect(() => {
    if (!editParam) return;
    const id = Number(editParam);
    if (Number.isInteger(id) && id > 0) void openEdit(id);
    const next = new URLSearchParams(searchParams);
    next.delete('edit');
    setSearchParams(next, { replace: true });
  }, [editParam, openEdit, searchParams, setSearchParams]);

  const change = (update: Partial<HubFilters>) => setFilters(paramsOfChange(update));
  const clear = () => {
    setSearch('');
    setFilters(paramsOfChange(clearedFilters(filters)));
  };

  const runBulk = (action: ProjectBulkAction, reason: string | undefined) =>
    bulkRun(
      () => bulkChangeProjects({ action, ids: [...selection].map(Number), ...(reason ? { reason } : {}) }),
      PROJECT_BULK_LABELS[action].past,
      (answer) => (action === 'approve' ? ADMIN_TABLE_TEXTS.alertsQueued(answer.alertsQueued) : undefined),
    );
  const templateDownloaded = () => {
    downloadCsvTemplate();
    toast({ title: HUB_BULK_TEXTS.templateDownloaded, description: HUB_BULK_TEXTS.templateDownloadedDescription, variant: 'success' });
  };

  const data = projects.data;
  const filtered = hasActiveFilters(filters);
  let body;
  if (projects.isLoading) body = <LoadingCards label={TEXTS.loading} />;
  else if (projects.isError || !data) body = <ListMessage alert title={TEXTS.loadErrorTitle} text={TEXTS.loadErrorText} />;
  else if (data.overallTotal === 0) body = <ListMessage title={TEXTS.emptyTitle} text={TEXTS.emptyText} action={TEXTS.createFirst} onAction={() => setForm({ mode: 'create' })} />;
  else if (data.items.length === 0 && filtered) body = <ListMessage title={TEXTS.noMatchTitle} text={TEXTS.noMatchText} action={TEXTS.clearFilters} onAction={clear} />;
  else if (view === 'table') {
    body = (
      <>
        <BulkActions count={selection.size} noun="project" choices={BULK_CHOICES} onRun={runBulk} onClear={clearSelection} />
        <ProjectTable
          projects={data.items}
          sort={{ field: filters.sortBy, order: filters.sortOrder }}
          onSort={({ field, order }) => change({ sortBy: field, sortOrder: order })}
          selection={selection}
          onSelectionChange={setSelection}
          onEdit={(item) => void openEdit(item.id)}
          onDelete={setDeleting}
        />
      </>
    );
  } else {
    body = (
      <ProjectGrid
        projects={data.items}
        renderCard={(project) => (
          <ProjectCard project={project} onEdit={(item) => void openEdit(item.id)} onDelete={setDeleting} onImages={setImagesOf} />
        )}
      />
    );
  }

  return (
    <AdminPage
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      lastUpdated={projects.dataUpdatedAt ? new Date(projects.dataUpdatedAt) : new Date()}
      actions={
        <>
          <Button type="button" onClick={() => setForm({ mode: 'create' })}>
            + {TEXTS.createProject}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setBulkOpen(true)}>
            {TEXTS.bulkUpload}
          </Button>
          <Button type="button" $variant="secondary" onClick={templateDownloaded}>
            {TEXTS.csvTemplate}
          </Button>
        </>
      }
    >
      <Overview as="section" aria-labelledby="projects-overview">
        <header>
          <h2 id="projects-overview">{TEXTS.overview}</h2>
          {data && <p className="count">{TEXTS.count(data.total, data.overallTotal)}</p>}
        </header>
        <HubToolbar search={search} onSearch={setSearch} filters={filters} onChange={change} />
        <ViewSwitch view={view} onChange={setView}>
          {body}
          {data && data.items.length > 0 && (
            <Pagination label="Project pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          )}
        </ViewSwitch>
      </Overview>

      {form && (
        <Suspense fallback={null}>
          <ProjectFormDialog state={form} onClose={() => setForm(null)} />
        </Suspense>
      )}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
      <ProjectImagesDialog project={imagesOf} onClose={() => setImagesOf(null)} />
      <BulkUploadDialog open={bulkOpen} onClose={() => setBulkOpen(false)} onDownloadTemplate={templateDownloaded} />
    </AdminPage>
  );
}
