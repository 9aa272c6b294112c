import type { ClientErrorReport } from '@common/schemas';
import { reportClientError } from '../api/report-client-error';

/** Short, readable id the user can quote to support; random enough not to collide in practice. */
export function createErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `ERR-${Date.now().toString(36).toUpperCase()}-${random.toUpperCase()}`;
}

export function buildErrorReport(input: {
  section: string;
  error: unknown;
  componentStack?: string | null;
  errorId: string;
}): ClientErrorReport {
  const error = input.error instanceof Error ? input.error : new Error(String(input.error));
  return {
    section: input.section,
    error: `${error.name}: ${error.message}`.slice(0, 2000),
    stack: error.stack?.slice(0, 10_000),
    errorInfo: input.componentStack?.slice(0, 10_000) ?? undefined,
    errorId: input.errorId,
    timestamp: new Date().toISOString(),
    url: window.location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 1000),
  };
}

/** Logs to the console and posts the report. */
export async function logClientError(input: Parameters<typeof buildErrorReport>[0]): Promise<void> {
  const report = buildErrorReport(input);
  console.error(`[${report.section}] ${report.errorId}`, input.error);
  await reportClientError(report);
}
