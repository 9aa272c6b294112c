import { Hono } from 'hono';
import { html } from 'hono/html';
import { signInRedirectErrorOf } from '../../../common/errors';
import type { AppEnv } from '../../app-env';
import { ERROR_PAGE_TEXT } from './error-page-text';
import { pageLocale } from './page-locale';

/**
 * GET /error: where auth errors land, in the reader's language (see page-locale.ts); the code is
 * shown escaped, Unknown by default, with what it means when it is a known one.
 */
export function errorPageRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const code = (c.req.query('error') || 'Unknown').slice(0, 200);
    const locale = pageLocale(c);
    const text = ERROR_PAGE_TEXT[locale];
    const reason = text.reasons[signInRedirectErrorOf(code) ?? 'generic'];
    return c.html(
      html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text.title} · Someday</title>
<style>body{font-family:system-ui,sans-serif;background:#fff7ed;color:#1c1917;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #fed7aa;border-radius:16px;padding:32px;max-width:440px;text-align:center}
h1{color:#9a3412}code{background:#ffedd5;padding:2px 6px;border-radius:6px}a{display:inline-block;margin-top:16px;background:#9a3412;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none}</style>
</head><body><main>
<h1>${text.title}</h1>
<p>${reason}</p>
<p>${text.codeLabel} <code>${code}</code></p>
<a href="/">${text.back}</a>
</main></body></html>`,
    );
  });
}
