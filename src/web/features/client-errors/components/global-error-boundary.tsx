import { GlobalErrorFallback } from '@web/components/ui/global-error-fallback';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId, logClientError } from '../lib/build-report';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches what escapes every section, including the providers around the router. */
export class GlobalErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void logClientError({
      section: 'global',
      error,
      componentStack: info.componentStack,
      errorId: createErrorId(),
    });
  }

  override render(): ReactNode {
    if (this.state.failed) return <GlobalErrorFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
