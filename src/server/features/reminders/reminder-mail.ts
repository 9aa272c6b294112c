import { html } from 'hono/html';
import type { Locale } from '../../../common/limits';
import type { MailMessage } from '../../mail/mailer';

/** Links every reminder mail carries: the goal (or the list, for the digest), and the one-click way out. */
export type ReminderLinks = { open: string; unsubscribe: string };

type Words = {
  greeting: (name: string) => string;
  action: string;
  openGoal: string;
  footer: string;
  unsubscribe: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    action: 'Open my bucket list',
    openGoal: 'Open this goal',
    footer: 'You get this mail because deadline reminders are on in your Someday profile.',
    unsubscribe: 'Stop reminder emails',
  },
  th: {
    greeting: (name) => `สวัสดีคุณ ${name}`,
    action: 'เปิดบักเก็ตลิสต์ของฉัน',
    openGoal: 'เปิดเป้าหมายนี้',
    footer: 'คุณได้รับอีเมลนี้เพราะเปิดการแจ้งเตือนกำหนดเวลาไว้ในโปรไฟล์ Someday',
    unsubscribe: 'หยุดรับอีเมลแจ้งเตือน',
  },
};

/** A title as one line of reasonable length, for a subject. */
const subjectTitle = (title: string) => {
  const line = title.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** A calendar date as the reader writes it (Thai readers get the Buddhist era, as Intl gives it). */
export function longDate(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`));
}

function goalSubject(locale: Locale, title: string, daysLeft: number): string {
  const t = subjectTitle(title);
  if (locale === 'th') {
    if (daysLeft === 0) return `เตือนความจำ: วันนี้คือวันของ "${t}"`;
    if (daysLeft === 1) return `เตือนความจำ: พรุ่งนี้คือวันของ "${t}"`;
    return `เตือนความจำ: อีก ${daysLeft} วันถึง "${t}"`;
  }
  if (daysLeft === 0) return `Reminder: ${t} is today`;
  if (daysLeft === 1) return `Reminder: ${t} is tomorrow`;
  return `Reminder: ${t} is ${daysLeft} days away`;
}

function goalBody(locale: Locale, title: string, date: string): string {
  return locale === 'th'
    ? `เป้าหมาย "${title}" ของคุณกำหนดไว้วันที่ ${longDate(locale, date)}`
    : `Your goal "${title}" is set for ${longDate(locale, date)}.`;
}

function digestSubject(locale: Locale, count: number): string {
  if (locale === 'th') return `${count} เป้าหมายครบกำหนดในเดือนนี้`;
  return count === 1 ? '1 goal due this month' : `${count} goals due this month`;
}

const digestIntro = (locale: Locale) =>
  locale === 'th'
    ? 'เป้าหมายที่ครบกำหนดตั้งแต่วันนี้จนถึงสิ้นเดือน:'
    : 'Your goals due from today to the end of the month:';

/** The RFC 8058 headers: mail programs offer their own one-click unsubscribe button. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function render(
  locale: Locale,
  to: string,
  name: string,
  subject: string,
  lines: string[],
  links: ReminderLinks,
  action: 'list' | 'goal' = 'list',
): MailMessage {
  const w = WORDS[locale];
  const label = action === 'goal' ? w.openGoal : w.action;
  const text = [
    w.greeting(name),
    '',
    ...lines,
    '',
    `${label}: ${links.open}`,
    '',
    w.footer,
    `${w.unsubscribe}: ${links.unsubscribe}`,
    '',
    'Someday',
  ].join('\n');
  const body = html`<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
<p>${w.greeting(name)}</p>
${lines.map((line) => html`<p>${line}</p>`)}
<p><a href="${links.open}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${label}</a></p>
<p style="font-size:13px;color:#6b7280">${w.footer} <a href="${links.unsubscribe}" style="color:#6b7280">${w.unsubscribe}</a></p>
</body></html>`;
  return { to, subject, text, html: body.toString(), headers: unsubscribeHeaders(links.unsubscribe) };
}

export function goalReminderMail(
  locale: Locale,
  to: string,
  name: string,
  goal: { title: string; targetDate: string; daysLeft: number },
  links: ReminderLinks,
): MailMessage {
  return render(
    locale,
    to,
    name,
    goalSubject(locale, goal.title, goal.daysLeft),
    [goalBody(locale, goal.title, goal.targetDate)],
    links,
    'goal',
  );
}

export function weeklyDigestMail(
  locale: Locale,
  to: string,
  name: string,
  goals: { title: string; targetDate: string }[],
  links: ReminderLinks,
): MailMessage {
  const lines = [digestIntro(locale), ...goals.map((g) => `${longDate(locale, g.targetDate)}: ${g.title}`)];
  return render(locale, to, name, digestSubject(locale, goals.length), lines, links);
}
