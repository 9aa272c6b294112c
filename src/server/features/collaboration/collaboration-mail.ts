import type { MemberRole } from '../../../common/collaboration';
import type { Locale } from '../../../common/limits';
import { INVITATION_VALID_DAYS } from '../../../common/limits';
import { oneLine, renderMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

type Words = {
  inviteSubject: (inviter: string, goal: string) => string;
  inviteIntro: (inviter: string, goal: string) => string;
  role: Record<MemberRole, string>;
  inviteAction: string;
  inviteFooter: (days: number, email: string) => string;
  goneSubject: (goal: string) => string;
  goneIntro: (owner: string, goal: string) => string;
  goneFooter: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    inviteSubject: (inviter, goal) => `${inviter} shared a goal with you: ${goal}`,
    inviteIntro: (inviter, goal) => `${inviter} invites you to share the goal "${goal}" on Someday.`,
    role: {
      editor: 'As an editor, you can change the goal, tick off its milestones and add memories.',
      viewer: 'As a viewer, you can follow the goal, its milestones and its memories.',
    },
    inviteAction: 'See the invitation',
    inviteFooter: (days, email) =>
      `The link works once, for ${days} days, for the account of ${email}. If you do not know the sender, ignore this mail.`,
    goneSubject: (goal) => `A goal you shared is gone: ${goal}`,
    goneIntro: (owner, goal) =>
      `${owner} deleted their Someday account, and with it the goal "${goal}" you shared. Its milestones and memories are gone too.`,
    goneFooter: 'You get this mail because you were a member of this goal.',
  },
  th: {
    inviteSubject: (inviter, goal) => `${inviter} แชร์เป้าหมายกับคุณ: ${goal}`,
    inviteIntro: (inviter, goal) => `${inviter} ชวนคุณมาร่วมเป้าหมาย "${goal}" บน Someday`,
    role: {
      editor: 'ในฐานะผู้แก้ไข คุณแก้ไขเป้าหมาย ทำเครื่องหมายหมุดหมาย และเพิ่มความทรงจำได้',
      viewer: 'ในฐานะผู้ชม คุณติดตามเป้าหมาย หมุดหมาย และความทรงจำได้',
    },
    inviteAction: 'ดูคำเชิญ',
    inviteFooter: (days, email) =>
      `ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${days} วัน สำหรับบัญชีของ ${email} หากคุณไม่รู้จักผู้ส่ง ไม่ต้องทำอะไร`,
    goneSubject: (goal) => `เป้าหมายที่คุณแชร์ถูกลบแล้ว: ${goal}`,
    goneIntro: (owner, goal) =>
      `${owner} ลบบัญชี Someday ของตน และเป้าหมาย "${goal}" ที่คุณแชร์อยู่ก็ถูกลบไปด้วย รวมทั้งหมุดหมายและความทรงจำของเป้าหมายนั้น`,
    goneFooter: 'คุณได้รับอีเมลนี้เพราะคุณเป็นสมาชิกของเป้าหมายนี้',
  },
};

/** To the invited address, in its account's language (or the inviter's, for a new address). */
export function invitationMail(
  locale: Locale,
  to: string,
  invitation: { inviter: string; goalTitle: string; role: MemberRole },
  url: string,
): MailMessage {
  const w = WORDS[locale];
  const goal = oneLine(invitation.goalTitle);
  return renderMail(
    locale,
    to,
    w.inviteSubject(invitation.inviter, goal),
    [{ text: w.inviteIntro(invitation.inviter, goal) }, { text: w.role[invitation.role] }],
    { label: w.inviteAction, url },
    w.inviteFooter(INVITATION_VALID_DAYS, to),
  );
}

/** To each member of a goal whose owner deleted their account (and so the goal). */
export function goalGoneMail(locale: Locale, to: string, owner: string, goalTitle: string): MailMessage {
  const w = WORDS[locale];
  const goal = oneLine(goalTitle);
  return renderMail(
    locale,
    to,
    w.goneSubject(goal),
    [{ text: w.goneIntro(owner, goal) }],
    null,
    w.goneFooter,
  );
}
