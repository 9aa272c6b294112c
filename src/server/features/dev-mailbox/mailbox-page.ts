import { html } from 'hono/html';
import type { OutboxMessage } from './dev-mailbox.repository';

/** The demo inbox: every mail the app "sent", newest first; links are clickable like in a mail client. */
export function mailboxPage(messages: OutboxMessage[], to: string | undefined) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo mailbox · Someday</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fff7ed;color:#1c1917}
main{max-width:760px;margin:auto;padding:24px}
h1{color:#9a3412}article{background:#fff;border:1px solid #fed7aa;border-radius:12px;padding:16px;margin:16px 0}
pre{white-space:pre-wrap;font-family:inherit}a{color:#9a3412}.meta{color:#57534e;font-size:14px}
form{display:flex;gap:8px}input{flex:1;padding:8px;border:1px solid #a8a29e;border-radius:8px}button{padding:8px 14px;border-radius:8px;border:0;background:#9a3412;color:#fff}
</style></head>
<body><main>
<h1>Demo mailbox</h1>
<p>In demo mode Someday does not send mail: every message lands here.</p>
<form method="get" action="/dev/mailbox"><label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${to ?? ''}" placeholder="you@example.com"><button type="submit">Filter</button></form>
${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
${messages.map(
  (m) => html`<article><h2>${m.subject}</h2>
<p class="meta">To ${m.to} · ${m.createdAt}</p>
<pre>${m.text}</pre>
${m.links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}
</article>`,
)}
<p><a href="/">Back to Someday</a></p>
</main></body></html>`;
}
