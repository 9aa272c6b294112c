export { GlobalErrorBoundary } from './components/global-error-boundary';
export { SectionErrorBoundary } from './components/section-error-boundary';
export { createErrorId, logClientError } from './lib/build-report';
export { reportUncaughtErrors } from './lib/report-uncaught-errors';
