import { html } from 'hono/html';
import type { Locale } from '../../../common/limits';
import type { MailMessage } from '../../mail/mailer';

type Words = {
  greeting: (name: string) => string;
  receivedSubject: (subject: string) => string;
  receivedIntro: string;
  receivedPro: string;
  answerSubject: (subject: string) => string;
  answerIntro: (subject: string) => string;
  yourMessage: string;
  action: string;
  footer: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    receivedSubject: (subject) => `We got your message: ${subject}`,
    receivedIntro:
      'Thank you for writing to us. We will answer by email, and you can follow your request on your profile.',
    receivedPro: 'As a Pro member, your request goes to the front of our queue.',
    answerSubject: (subject) => `Re: ${subject}`,
    answerIntro: (subject) => `We answered your support request "${subject}":`,
    yourMessage: 'Your message:',
    action: 'See my requests',
    footer: 'You get this mail because you contacted Someday support.',
  },
  th: {
    greeting: (name) => `สวัสดีคุณ ${name}`,
    receivedSubject: (subject) => `เราได้รับข้อความของคุณแล้ว: ${subject}`,
    receivedIntro: 'ขอบคุณที่ติดต่อเรา เราจะตอบกลับทางอีเมล และคุณติดตามคำขอได้ในหน้าโปรไฟล์',
    receivedPro: 'ในฐานะสมาชิก Pro คำขอของคุณจะได้รับการดูแลก่อน',
    answerSubject: (subject) => `ตอบกลับ: ${subject}`,
    answerIntro: (subject) => `เราตอบคำขอความช่วยเหลือ "${subject}" ของคุณแล้ว:`,
    yourMessage: 'ข้อความของคุณ:',
    action: 'ดูคำขอของฉัน',
    footer: 'คุณได้รับอีเมลนี้เพราะคุณติดต่อฝ่ายช่วยเหลือของ Someday',
  },
};

/** A subject as one line of reasonable length, for a mail's subject. */
const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** Blocks of text: an intro line, or a quoted text whose line breaks are kept. */
type Block = { text: string; quote?: boolean };

function render(
  locale: Locale,
  to: string,
  subject: string,
  blocks: Block[],
  link: { label: string; url: string } | null,
  footer: string | null,
): MailMessage {
  const text = [
    ...blocks.flatMap((b) => [b.quote ? b.text.replace(/^/gm, '> ') : b.text, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    ...(footer ? [footer, ''] : []),
    'Someday',
  ].join('\n');
  const body = html`<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
${blocks.map((b) =>
  b.quote
    ? html`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #fdba74;white-space:pre-wrap">${b.text}</blockquote>`
    : html`<p style="white-space:pre-wrap">${b.text}</p>`,
)}
${link ? html`<p><a href="${link.url}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${link.label}</a></p>` : ''}
${footer ? html`<p style="font-size:13px;color:#6b7280">${footer}</p>` : ''}
</body></html>`;
  return { to, subject, text, html: body.toString() };
}

export type SupportMailRequest = { subject: string; message: string };

/** To the sender, in their language: we got it, with what they wrote. */
export function supportReceivedMail(
  locale: Locale,
  to: string,
  name: string,
  request: SupportMailRequest & { pro: boolean },
  requestsUrl: string,
): MailMessage {
  const w = WORDS[locale];
  return render(
    locale,
    to,
    w.receivedSubject(oneLine(request.subject)),
    [
      { text: w.greeting(name) },
      { text: request.pro ? `${w.receivedIntro} ${w.receivedPro}` : w.receivedIntro },
      { text: request.subject, quote: true },
      { text: request.message, quote: true },
    ],
    { label: w.action, url: requestsUrl },
    w.footer,
  );
}

/** To the sender, in their language: the team's answer, under what they asked. */
export function supportAnswerMail(
  locale: Locale,
  to: string,
  name: string,
  request: SupportMailRequest & { answer: string },
  requestsUrl: string,
): MailMessage {
  const w = WORDS[locale];
  return render(
    locale,
    to,
    w.answerSubject(oneLine(request.subject)),
    [
      { text: w.greeting(name) },
      { text: w.answerIntro(oneLine(request.subject)) },
      { text: request.answer, quote: true },
      { text: w.yourMessage },
      { text: request.message, quote: true },
    ],
    { label: w.action, url: requestsUrl },
    w.footer,
  );
}

/** To the team (SUPPORT_EMAIL), in English: who asked, on which plan, and where to answer. */
export function supportTeamMail(
  to: string,
  request: SupportMailRequest & {
    pro: boolean;
    user: { name: string; email: string; plan: string };
    screenshotUrl: string | null;
  },
  queueUrl: string,
): MailMessage {
  const plan = request.pro ? 'Pro (priority)' : request.user.plan === 'pro' ? 'Pro' : 'Free';
  const lines = [
    `From: ${request.user.name} <${request.user.email}>`,
    `Plan: ${plan}`,
    ...(request.screenshotUrl ? [`Screenshot: ${request.screenshotUrl}`] : []),
  ];
  return render(
    'en',
    to,
    `${request.pro ? '[Pro] ' : ''}Support request: ${oneLine(request.subject)}`,
    [
      { text: lines.join('\n') },
      { text: request.subject, quote: true },
      { text: request.message, quote: true },
    ],
    { label: 'Open the support queue', url: queueUrl },
    null,
  );
}
