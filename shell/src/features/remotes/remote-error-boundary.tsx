import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a failure; `retry` remounts them. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/** Contains a remote's failure (load error or a crash while rendering) to its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the site failed to load or render.', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key after Retry mounts the subtree afresh, so the remote is loaded again.
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
