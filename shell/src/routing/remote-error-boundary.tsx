import { ErrorPanel } from '@sb/web-kit';
import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { retryRemote } from '../federation/load-remote-routes';

type Props = { remote: string; title: string; pathname: string; children: ReactNode };
type State = { error: Error | null; retrying: boolean };

/**
 * Contains a remote's failure (it could not be fetched, or one of its screens threw) to its own area: the
 * sidebar, header and other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.title} failed to render`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    // Navigating elsewhere within the same remote gives it a fresh chance to render.
    if (previous.pathname !== this.props.pathname && this.state.error) this.setState({ error: null });
  }

  private readonly retry = async () => {
    this.setState({ retrying: true });
    await retryRemote(this.props.remote);
    this.setState({ error: null, retrying: false });
  };

  override render(): ReactNode {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPanel
        title={`${this.props.title} is temporarily unavailable`}
        message="This section could not be loaded. The rest of the site keeps working."
        onRetry={() => void this.retry()}
        retrying={retrying}
      />
    );
  }
}
