/** Error raised for every non-OK API response: message `${status}: ${detail}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** Stable machine code from the body (`error.code` or `code`), when the server sent one. */
  readonly code: string | undefined;
  /** Human message from the body, when the server sent one. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    statusText: string;
    detail: string;
    code?: string;
    serverMessage?: string;
  }) {
    super(`${init.status}: ${init.detail}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

type ParsedBody = { code?: string; message?: string };

/** Reads `{error: {code, message}}`, `{error: "text"}`, `{code, message}` bodies; anything else gives {}. */
export function parseErrorBody(bodyText: string): ParsedBody {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (typeof nested === 'object' && nested !== null) {
    const inner = nested as Record<string, unknown>;
    return {
      code: typeof inner.code === 'string' ? inner.code : undefined,
      message: typeof inner.message === 'string' ? inner.message : undefined,
    };
  }
  return {
    code: typeof record.code === 'string' ? record.code : undefined,
    message:
      typeof nested === 'string' ? nested : typeof record.message === 'string' ? record.message : undefined,
  };
}
