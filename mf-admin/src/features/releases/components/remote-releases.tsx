import styled from 'styled-components';
import { RELEASES_TEXTS as TEXTS, type PublishedRelease, type RemoteReleaseState } from '@plotwise/contracts';
import { Badge, Button, Card, formatRelativeTime } from '@plotwise/ui';
import { CardActions, Fact, factRows } from '../../../components/card-parts';
import { DataTable, TableActions, type DataTableColumn } from '../../../components/data-table';
import type { ReleaseChange } from '../api/releases';

const Section = styled(Card).attrs({ as: 'section' })`
  padding: 16px;
  display: grid;
  gap: 12px;
  min-width: 0;
  h2 { margin: 0; font-size: 1.2rem; }
  dl { margin: 0; display: grid; gap: 4px; ${factRows} }
  code { font-size: .85rem; overflow-wrap: anywhere; }
  > p { margin: 0; }
`;

const Requirements = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: .85rem;
`;

/** A change the admin asked for, waiting for its confirmation or its share. */
export type PendingChange = Exclude<ReleaseChange, { action: 'canary' }> | { action: 'canary'; remote: string; version: string };

interface RemoteReleasesProps {
  state: RemoteReleaseState;
  releases: readonly PublishedRelease[];
  busy: boolean;
  onChange: (change: PendingChange) => void;
}

const NO_SORT = { field: 'createdAt', order: 'desc' } as const;

/** One remote: what visitors get now, its buttons, and its published releases, newest first. */
export function RemoteReleases({ state, releases, busy, onChange }: RemoteReleasesProps) {
  const { remote } = state;
  const columns: DataTableColumn<PublishedRelease, 'createdAt'>[] = [
    {
      key: 'version',
      header: TEXTS.columns.version,
      render: (release) => (
        <>
          <strong>{release.version}</strong> {release.live && <Badge $tone="success">{TEXTS.liveBadge}</Badge>}
          {release.canary && <Badge $tone="warning">{TEXTS.canaryBadge}</Badge>}
          {release.hostedAt && (
            <>
              <br />
              <small>{TEXTS.hostedAt(release.hostedAt)}</small>
            </>
          )}
        </>
      ),
    },
    { key: 'when', header: TEXTS.columns.when, render: (release) => <time dateTime={release.createdAt}>{formatRelativeTime(release.createdAt)}</time> },
    { key: 'by', header: TEXTS.columns.by, render: (release) => release.createdBy, wrap: true },
    { key: 'hash', header: TEXTS.columns.hash, render: (release) => <code>{release.contentHash ?? release.serverEntry?.sha256.slice(0, 12) ?? '—'}</code> },
    {
      key: 'requires',
      header: TEXTS.columns.requires,
      wrap: true,
      render: (release) =>
        release.requires && Object.keys(release.requires).length ? (
          <Requirements>
            {Object.entries(release.requires).map(([name, range]) => <li key={name}>{`${name} ${range}`}</li>)}
          </Requirements>
        ) : (
          TEXTS.noRequirements
        ),
    },
    {
      key: 'actions',
      header: TEXTS.columns.actions,
      render: (release) =>
        release.live ? null : (
          <TableActions>
            <Button type="button" aria-label={`${TEXTS.promote} ${remote} ${release.version}`} disabled={busy} onClick={() => onChange({ action: 'promote', remote, version: release.version })}>
              {TEXTS.promote}
            </Button>
            <Button type="button" $variant="secondary" aria-label={`${TEXTS.startCanary} ${remote} ${release.version}`} disabled={busy || !state.live} onClick={() => onChange({ action: 'canary', remote, version: release.version })}>
              {TEXTS.startCanary}
            </Button>
          </TableActions>
        ),
    },
  ];

  return (
    <Section aria-labelledby={`releases-${remote}`} data-releases-remote={remote}>
      <h2 id={`releases-${remote}`}>{remote}</h2>
      <dl>
        <Fact label={TEXTS.live}>{state.live ?? TEXTS.liveNone}</Fact>
        <Fact label={TEXTS.canary}>{state.canary ? TEXTS.canaryShare(state.canary.version, state.canary.percent) : TEXTS.noCanary}</Fact>
      </dl>
      {(state.canary || state.live) && (
        <CardActions>
          {state.canary && (
            <Button type="button" $variant="secondary" aria-label={`${TEXTS.stopCanary} ${remote}`} disabled={busy} onClick={() => onChange({ action: 'canary-off', remote })}>
              {TEXTS.stopCanary}
            </Button>
          )}
          {state.live && (
            <Button type="button" $variant="secondary" aria-label={`${TEXTS.rollback} ${remote}`} disabled={busy} onClick={() => onChange({ action: 'rollback', remote })}>
              {TEXTS.rollback}
            </Button>
          )}
        </CardActions>
      )}
      {releases.length ? (
        <DataTable label={TEXTS.published(remote)} rows={releases} columns={columns} rowKey={(release) => release.version} rowLabel={(release) => release.version} sort={NO_SORT} onSort={() => undefined} />
      ) : (
        <p>{TEXTS.noReleases}</p>
      )}
    </Section>
  );
}
