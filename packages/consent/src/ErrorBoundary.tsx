'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './reportError';

interface Props {
  /** What the app shows instead of the crashed tree (its error page). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Shows the app's fallback when rendering fails and reports the error, but only when Bugsnag
 * was started with consent (otherwise reportError is a no-op).
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
