import type { Locale } from '@common/limits';
import { ApiError } from '@web/lib/api-error';
import { renderPage, textOf } from './render-page';

type ErrorTextHook = () => (error: unknown) => string;

/** A refusal as the API client throws it: `message` is the server's own words, when it sent any. */
export const apiError = (status: number, code?: string, message?: string) =>
  new ApiError({ status, statusText: 'x', detail: message ?? 'x', code, serverMessage: message });

function ErrorText({ useErrorText, error }: { useErrorText: ErrorTextHook; error: unknown }) {
  const errorText = useErrorText();
  return <p>{errorText(error)}</p>;
}

/**
 * What a screen shows for an error through an error-text hook, rendered in a language and read
 * back as the visible text, so the catalog and the hook are checked together.
 */
export function errorTextOf(useErrorText: ErrorTextHook) {
  return async (error: unknown, language: Locale = 'en') =>
    textOf(await renderPage(<ErrorText useErrorText={useErrorText} error={error} />, { language }));
}
