import { html } from 'hono/html';
import type { Locale } from '../../../common/limits';

const WORDS: Record<Locale, { title: string; ask: string; button: string; done: string; profile: string }> = {
  en: {
    title: 'Reminder emails',
    ask: 'Stop all deadline reminder emails from Someday? You can turn them on again in your profile.',
    button: 'Stop reminder emails',
    done: 'Done: Someday sends you no more reminder emails. You can turn them on again in your profile.',
    profile: 'Open my profile',
  },
  th: {
    title: 'อีเมลแจ้งเตือน',
    ask: 'หยุดรับอีเมลแจ้งเตือนกำหนดเวลาทั้งหมดจาก Someday หรือไม่ คุณเปิดใหม่ได้ในโปรไฟล์',
    button: 'หยุดรับอีเมลแจ้งเตือน',
    done: 'เรียบร้อย Someday จะไม่ส่งอีเมลแจ้งเตือนถึงคุณอีก คุณเปิดใหม่ได้ในโปรไฟล์',
    profile: 'เปิดโปรไฟล์ของฉัน',
  },
};

const page = (locale: Locale, body: ReturnType<typeof html>) =>
  html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Someday: ${WORDS[locale].title}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
${body}
</body></html>`.toString();

/**
 * What the mail's link opens: a question and a button, since opening a link must change nothing
 * (mail scanners open links too). The button posts to the same address.
 */
export async function confirmPage(locale: Locale, action: string): Promise<string> {
  const w = WORDS[locale];
  return page(
    locale,
    html`<p>${w.ask}</p>
<form method="post" action="${action}"><button type="submit" style="background:#c2410c;color:#fff;padding:12px 20px;border:0;border-radius:8px;font-size:16px">${w.button}</button></form>`,
  );
}

export async function donePage(locale: Locale, profileUrl: string): Promise<string> {
  const w = WORDS[locale];
  return page(locale, html`<p>${w.done}</p><p><a href="${profileUrl}">${w.profile}</a></p>`);
}
