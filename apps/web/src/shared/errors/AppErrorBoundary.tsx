import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportAppError } from './reportError';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: unknown;
}

/** Catches what happens outside the router (providers, the router itself). Route errors have their own screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportAppError(error);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
