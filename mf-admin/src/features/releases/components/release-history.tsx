import { RELEASES_TEXTS as TEXTS, type ReleaseEvent } from '@plotwise/contracts';
import { formatRelativeTime } from '@plotwise/ui';
import { DataTable, type DataTableColumn } from '../../../components/data-table';

const NO_SORT = { field: 'at', order: 'desc' } as const;

const COLUMNS: DataTableColumn<ReleaseEvent, 'at'>[] = [
  { key: 'when', header: TEXTS.historyColumns.when, render: (event) => <time dateTime={event.at} title={event.at}>{formatRelativeTime(event.at)}</time> },
  { key: 'remote', header: TEXTS.historyColumns.remote, render: (event) => event.remote },
  { key: 'change', header: TEXTS.historyColumns.change, wrap: true, render: (event) => `${TEXTS.actionLabels[event.action]}: ${TEXTS.change(event)}` },
  { key: 'by', header: TEXTS.historyColumns.by, wrap: true, render: (event) => event.actor },
];

/** Who changed which remote's release, when, and from which release to which; newest first. */
export function ReleaseHistory({ events }: { events: readonly ReleaseEvent[] }) {
  if (!events.length) return <p>{TEXTS.noHistory}</p>;
  return (
    <DataTable label={TEXTS.history} rows={events} columns={COLUMNS} rowKey={(event) => String(event.id)} rowLabel={(event) => event.to} sort={NO_SORT} onSort={() => undefined} />
  );
}
