import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '@plotwise/ui';
import { loadRemoteModule, retryNeedsReload } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemotes } from './use-remotes';

type WidgetState<P> =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; Component: ComponentType<P> };

export interface RemoteWidget<P> {
  state: WidgetState<P>;
  /** Starts loading (first click, or hover and focus as a preload); harmless to call again. */
  load: () => void;
  /** After a failure: forget it and load again. */
  retry: () => void;
}

/**
 * A component a remote exposes besides its routes (`mf_tools/contact-widget`),
 * fetched only when asked for, so pages that never use it never download it.
 */
export function useRemoteWidget<P>(remoteName: string, module: string): RemoteWidget<P> {
  const remotes = useRemotes();
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WidgetState<P>>({ status: 'idle' });

  useEffect(() => {
    if (!requested || remotes.isLoading) return;
    const descriptor = remotes.data?.remotes.find((remote) => remote.name === remoteName);
    if (!descriptor) {
      setState({ status: 'failed' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadRemoteModule<ComponentType<P>>(descriptor, module, remotes.data?.loadTimeoutMs).then(
      (Component) => { if (current) setState({ status: 'ready', Component }); },
      () => { if (current) setState({ status: 'failed' }); },
    );
    return () => {
      current = false;
    };
  }, [requested, attempt, remotes.isLoading, remotes.data, remoteName, module]);

  const load = useCallback(() => setRequested(true), []);
  const retry = useCallback(() => {
    const descriptor = remotes.data?.remotes.find((remote) => remote.name === remoteName);
    if (descriptor && retryNeedsReload(descriptor)) {
      window.location.reload();
      return;
    }
    setRequested(true);
    setAttempt((value) => value + 1);
  }, [remotes.data, remoteName]);
  return { state, load, retry };
}

const Failure = styled.div`
  display: grid;
  gap: 10px;
  p { margin: 0; }
`;

interface RemoteWidgetSlotProps<P> {
  widget: RemoteWidget<P>;
  render: (Component: ComponentType<P>) => ReactNode;
  /** What to offer instead while the remote is unavailable. */
  unavailable: ReactNode;
}

/** Shows a loaded widget, a placeholder while it loads, or a contained message with Retry. */
export function RemoteWidgetSlot<P>({ widget, render, unavailable }: RemoteWidgetSlotProps<P>) {
  const failure = (retry: () => void) => (
    <Failure role="alert">
      {unavailable}
      <div><Button type="button" $variant="secondary" onClick={retry}>Retry</Button></div>
    </Failure>
  );
  if (widget.state.status === 'failed') return failure(widget.retry);
  if (widget.state.status !== 'ready') {
    return (
      <div role="status" aria-busy="true" aria-label="Loading" style={{ display: 'grid', gap: 10 }}>
        <Skeleton $height="44px" />
        <Skeleton $height="44px" />
        <Skeleton $height="88px" />
      </div>
    );
  }
  const { Component } = widget.state;
  return (
    <RemoteErrorBoundary fallback={(retry) => failure(retry)}>
      {render(Component)}
    </RemoteErrorBoundary>
  );
}
