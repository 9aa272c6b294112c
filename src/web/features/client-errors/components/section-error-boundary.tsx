import { type ErrorSection, SectionErrorFallback } from '@web/components/ui/section-error-fallback';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId, logClientError } from '../lib/build-report';

type Props = { section: ErrorSection; children: ReactNode };
type State = { errorId: string | null };

/** Keeps a crash inside one section and reports it with an id the user can quote. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void logClientError({
      section: this.props.section,
      error,
      componentStack: info.componentStack,
      errorId: this.state.errorId ?? createErrorId(),
    });
  }

  override render(): ReactNode {
    if (this.state.errorId) {
      return (
        <SectionErrorFallback
          section={this.props.section}
          errorId={this.state.errorId}
          onRetry={() => this.setState({ errorId: null })}
        />
      );
    }
    return this.props.children;
  }
}
