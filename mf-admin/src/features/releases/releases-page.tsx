import { useState } from 'react';
import styled from 'styled-components';
import { RELEASES_TEXTS as TEXTS } from '@plotwise/contracts';
import { readableError, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { ErrorState, ListSkeleton } from '../../components/list-states';
import { useReleaseChange, useReleaseEvents, useReleases, type ReleaseChange } from './api/releases';
import { ChangeDialog } from './components/change-dialog';
import { ReleaseHistory } from './components/release-history';
import { RemoteReleases, type PendingChange } from './components/remote-releases';

const Stack = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
  > h2 { margin: 12px 0 0; font-size: 1.3rem; }
`;

/** /admin/releases: per remote, the live release, its canary and the published ones; promote, canary, roll back; the history. */
export default function ReleasesPage() {
  const releases = useReleases();
  const events = useReleaseEvents();
  const change = useReleaseChange();
  const toast = useToast();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setPending(null);
    setRefusal(null);
  };
  const send = async (wanted: ReleaseChange) => {
    setRefusal(null);
    try {
      const { event } = await change.mutateAsync(wanted);
      const title =
        event.action === 'canary'
          ? TEXTS.done.canary(event.remote, event.to, event.percent ?? 0)
          : event.action === 'canary-off'
            ? TEXTS.done['canary-off'](event.remote)
            : TEXTS.done[event.action](event.remote, event.to);
      toast({ title, variant: 'success' });
      close();
    } catch (error) {
      const message = readableError(error, TEXTS.failed);
      // A change asked from the dialog keeps it open with the reason; Stop canary has no dialog.
      if (wanted.action === 'canary-off') toast({ title: TEXTS.failed, description: message, variant: 'destructive' });
      else setRefusal(message);
    }
  };
  const ask = (wanted: PendingChange) => {
    if (wanted.action === 'canary-off') return void send(wanted);
    setRefusal(null);
    return setPending(wanted);
  };

  const data = releases.data;
  return (
    <AdminPage title={TEXTS.title} subtitle={TEXTS.subtitle}>
      {releases.isPending ? (
        <ListSkeleton count={3} />
      ) : releases.isError || !data ? (
        <ErrorState message={TEXTS.loadError} onRetry={() => void releases.refetch()} />
      ) : (
        <Stack>
          {data.remotes.map((state) => (
            <RemoteReleases
              key={state.remote}
              state={state}
              releases={data.releases.filter((release) => release.remote === state.remote)}
              busy={change.isPending}
              onChange={ask}
            />
          ))}
          <h2>{TEXTS.history}</h2>
          {events.isError ? (
            <ErrorState message={TEXTS.historyError} onRetry={() => void events.refetch()} />
          ) : (
            events.data && <ReleaseHistory events={events.data.events} />
          )}
        </Stack>
      )}
      <ChangeDialog
        change={pending}
        state={data?.remotes.find((state) => state.remote === pending?.remote)}
        busy={change.isPending}
        refusal={refusal}
        onConfirm={(wanted) => void send(wanted)}
        onClose={close}
      />
    </AdminPage>
  );
}
