/** Forgets everything this browser keeps for the site that script can reach. */
export function clearClientState(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be disabled; there is nothing to clear then.
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    // A cookie is only removed with the path it was set with; the app sets them at the root.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
