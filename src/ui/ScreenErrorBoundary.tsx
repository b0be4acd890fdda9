import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApplicationCrash } from './ApplicationCrash';

interface ScreenErrorBoundaryProps {
  /** When it changes (the user went to another address) a crashed screen is given another try. */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches a render error of one screen: the crash notice replaces the screen only, the host page
 * keeps working, and following any link inside the application renders its screen afresh.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  state: ScreenErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ScreenErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Reported for the host's error tracking; the notice tells the user.
    console.error('A service-desk screen failed to render.', error, info.componentStack);
  }

  componentDidUpdate(previous: ScreenErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render(): ReactNode {
    return this.state.error ? <ApplicationCrash error={this.state.error} /> : this.props.children;
  }
}
