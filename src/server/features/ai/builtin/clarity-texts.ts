import type { Category } from '../../../../common/goals';
import type { Locale } from '../../../../common/limits';

/** What a clear goal states, in the order the coach asks about it. */
export const ASPECTS = ['what', 'when', 'measure', 'firstStep'] as const;
export type Aspect = (typeof ASPECTS)[number];

export const QUESTIONS: Record<Aspect, Record<Locale, string>> = {
  what: {
    en: 'What exactly do you want to do? Describe it so that someone else could picture it.',
    th: 'คุณอยากทำอะไรกันแน่? ลองเล่าให้ชัดจนคนอื่นนึกภาพออก',
  },
  when: {
    en: 'By when do you want to have done it?',
    th: 'อยากทำให้สำเร็จภายในเมื่อไร?',
  },
  measure: {
    en: 'How will you know it is done? A number, a place or a finish line helps.',
    th: 'จะรู้ได้อย่างไรว่าทำสำเร็จแล้ว? ลองบอกเป็นตัวเลข สถานที่ หรือเส้นชัย',
  },
  firstStep: {
    en: 'What is a first small step you could take this week?',
    th: 'ก้าวแรกเล็ก ๆ ที่ทำได้ในสัปดาห์นี้คืออะไร?',
  },
};

/** Labels for the answers when they are written into the goal's description. */
export const LABELS: Record<Aspect, Record<Locale, string>> = {
  what: { en: 'What', th: 'สิ่งที่อยากทำ' },
  when: { en: 'By when', th: 'กำหนดเสร็จ' },
  measure: { en: 'Done when', th: 'สำเร็จเมื่อ' },
  firstStep: { en: 'First step', th: 'ก้าวแรก' },
};

/** Starter steps per category, for when the user has not named a first step of their own. */
export const FIRST_STEPS: Record<Category, Record<Locale, string[]>> = {
  Adventure: {
    en: [
      'Research a reputable operator or guide and read recent reviews.',
      'Check the fitness and gear it needs and start preparing.',
    ],
    th: ['หาผู้ให้บริการหรือไกด์ที่น่าเชื่อถือและอ่านรีวิวล่าสุด', 'ตรวจดูว่าต้องใช้ความฟิตและอุปกรณ์อะไร แล้วเริ่มเตรียมตัว'],
  },
  Career: {
    en: [
      'Write down where you want to be and what is missing to get there.',
      'Book a conversation with your manager or a mentor about it.',
    ],
    th: ['เขียนว่าอยากไปถึงจุดไหนและยังขาดอะไรอยู่', 'นัดคุยเรื่องนี้กับหัวหน้าหรือพี่เลี้ยง'],
  },
  Creativity: {
    en: [
      'Set aside a fixed creative hour each week in your calendar.',
      'Make a rough first version, however small.',
    ],
    th: ['กันเวลาสร้างสรรค์ไว้สัปดาห์ละหนึ่งชั่วโมงในปฏิทิน', 'ลงมือทำฉบับร่างแรกแบบคร่าว ๆ เล็กแค่ไหนก็ได้'],
  },
  Experiences: {
    en: ['Find the dates and how to get tickets or a booking.', 'Set aside money for it each month.'],
    th: ['หาวันจัดงานและวิธีจองตั๋วหรือที่พัก', 'แบ่งเงินเก็บไว้สำหรับเรื่องนี้ทุกเดือน'],
  },
  Finance: {
    en: [
      'Write down your current balance, debts and monthly spending.',
      'Set up an automatic monthly transfer towards the goal.',
    ],
    th: ['จดยอดเงิน หนี้สิน และรายจ่ายต่อเดือนในตอนนี้', 'ตั้งโอนเงินอัตโนมัติทุกเดือนเพื่อเป้าหมายนี้'],
  },
  Fitness: {
    en: [
      'Pick a training plan that fits your current level.',
      'Schedule your first three sessions this week.',
    ],
    th: ['เลือกโปรแกรมฝึกที่เหมาะกับระดับของคุณตอนนี้', 'ลงตารางซ้อมสามครั้งแรกในสัปดาห์นี้'],
  },
  Health: {
    en: ['Book a check-up to know where you start.', 'Choose one small daily habit to begin with.'],
    th: ['นัดตรวจสุขภาพเพื่อรู้จุดเริ่มต้นของตัวเอง', 'เลือกนิสัยเล็ก ๆ หนึ่งอย่างที่จะเริ่มทำทุกวัน'],
  },
  Learning: {
    en: [
      'Choose one course, book or teacher to follow.',
      'Block twenty minutes a day for it in your calendar.',
    ],
    th: ['เลือกคอร์ส หนังสือ หรือผู้สอนมาหนึ่งอย่าง', 'กันเวลาวันละยี่สิบนาทีไว้ในปฏิทิน'],
  },
  Other: {
    en: ['Write down what done looks like for you.', 'Do the smallest piece of it this week.'],
    th: ['เขียนว่าความสำเร็จของเรื่องนี้หน้าตาเป็นอย่างไร', 'ลงมือทำส่วนที่เล็กที่สุดในสัปดาห์นี้'],
  },
  Personal: {
    en: ['List what you need: time, money, help.', 'Pick a weekend to make a start.'],
    th: ['จดสิ่งที่ต้องใช้ ทั้งเวลา เงิน และคนช่วย', 'เลือกวันหยุดสุดสัปดาห์ที่จะเริ่มลงมือ'],
  },
  PersonalGrowth: {
    en: ['Write down why this matters to you.', 'Start with a version so small you cannot skip it.'],
    th: ['เขียนว่าทำไมเรื่องนี้จึงสำคัญกับคุณ', 'เริ่มจากเวอร์ชันที่เล็กจนไม่มีข้ออ้างให้ข้าม'],
  },
  Relationships: {
    en: ['Message the person today to suggest a time.', 'Put a recurring reminder in your calendar.'],
    th: ['ทักหาอีกฝ่ายวันนี้เพื่อชวนนัดเวลา', 'ตั้งการแจ้งเตือนซ้ำไว้ในปฏิทิน'],
  },
  Skills: {
    en: [
      'Find a beginner lesson or tutorial and do it this week.',
      'Practise fifteen minutes a day and track your streak.',
    ],
    th: ['หาบทเรียนสำหรับมือใหม่แล้วลองทำในสัปดาห์นี้', 'ฝึกวันละสิบห้านาทีแล้วจดสถิติความต่อเนื่อง'],
  },
  Sports: {
    en: ['Find a club, coach or court near you.', 'Book a first lesson or session.'],
    th: ['หาชมรม โค้ช หรือสนามใกล้บ้าน', 'จองบทเรียนหรือรอบเล่นครั้งแรก'],
  },
  Travel: {
    en: [
      'Check the best season and a rough budget for the trip.',
      'Open a savings pot and set a date to book.',
    ],
    th: ['ดูฤดูที่เหมาะและงบประมาณคร่าว ๆ ของทริป', 'เปิดกระปุกเงินเก็บแล้วกำหนดวันที่จะจอง'],
  },
};
