'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './reportError';

interface Props {
  /** What the app shows instead of the crashed tree (its error page). */
  fallback: ReactNode;
  children: ReactNode;
  /**
   * When this changes (a navigation), the boundary tries its children again. Remounting the
   * boundary with `key={pathname}` instead would also remount the page on a language switch and
   * drop its in-memory state.
   */
  resetKey?: string;
}

interface State {
  failed: boolean;
  /** The resetKey the state belongs to. */
  key: string | undefined;
}

/**
 * The one error boundary of both apps: shows the app's fallback when rendering fails and reports
 * the error through reportError, which sends it only when Bugsnag was started with BUGSNAG
 * consent (§7, §9); otherwise it is a no-op.
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
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
