/**
 * GET /api/me/export: a ZIP of the user's goals, memories and shares (JSON) and their media files.
 * The browser downloads it through a plain link, so there is no fetcher or query here.
 */
export const EXPORT_DATA_PATH = '/api/me/export';
