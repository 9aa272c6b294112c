import type { Locale } from '../../../common/limits';
import { oneLine, renderMail } from '../../mail/mail-layout';
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
  return renderMail(
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
  return renderMail(
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
  return renderMail(
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
