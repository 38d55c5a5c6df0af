import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** When this changes (a navigation), the boundary tries its children again. */
  resetKey: string;
}

interface State {
  failed: boolean;
}

/**
 * When the app crashes, the error page of §2 is shown instead of a blank page. Errors are only
 * logged here; reporting them needs the visitor's consent (§8) and belongs to the consent layer.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Registration app crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
