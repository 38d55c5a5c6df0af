import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@site/consent';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** When this changes (a navigation), the boundary tries its children again. */
  resetKey: string;
}

interface State {
  failed: boolean;
  /** The resetKey the state belongs to. */
  key: string;
}

/**
 * When the app crashes, the error page of §2 is shown instead of a blank page, and the error is
 * reported through the consent layer's reportError, which sends it only when Bugsnag was started
 * with BUGSNAG consent (§7, §9). A navigation resets it (`resetKey`): remounting it with
 * `key={pathname}` instead would also remount the page on a language switch and drop its
 * in-memory state.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  /**
   * A navigation tries the children again. Done before rendering (not in componentDidUpdate), so
   * a page that crashes in the same update as the navigation fails, and is reported, once.
   */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Registration app crashed', error, info.componentStack);
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
