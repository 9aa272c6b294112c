import { ApiError } from './api-error';

type AuthClientError = { status: number; statusText: string; message?: string; code?: string };
type AuthClientResult<T> = { data: T; error: null } | { data: null; error: AuthClientError };

/** The auth client answers {data, error}; the rest of the app speaks in thrown ApiErrors. */
export async function unwrapAuthResult<T>(pending: Promise<AuthClientResult<T>>): Promise<T> {
  const result = await pending;
  if (result.error) {
    const { status, statusText, message, code } = result.error;
    throw new ApiError({
      status,
      statusText,
      detail: message || statusText,
      code,
      serverMessage: message,
    });
  }
  return result.data;
}
