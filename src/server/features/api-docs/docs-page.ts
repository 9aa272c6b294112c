import { html } from 'hono/html';
import { SWAGGER_UI_VERSION } from './swagger-assets';

export const DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

const asset = (name: string) => `${DOCS_PATH}/assets/${name}?v=${SWAGGER_UI_VERSION}`;

/** The reference page: Swagger UI's files from our origin and an init script file, no inline script (CSP). */
export function docsPage() {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Someday API reference</title>
<link rel="icon" type="image/png" sizes="32x32" href="${asset('favicon-32x32.png')}">
<link rel="icon" type="image/png" sizes="16x16" href="${asset('favicon-16x16.png')}">
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>`;
}

/**
 * Starts Swagger UI on the document. validatorUrl null: no badge image from swagger.io (the CSP
 * allows images from our origin only). Requests from "Try it out" carry the session cookie.
 */
export const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;
