import {
  type AiClarity,
  CLARITY_ANSWER_MAX,
  CLARITY_QUESTIONS_MAX,
  CLARITY_ROUND_MAX,
  CLARITY_WISH_MAX,
} from '../../../../common/ai';
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '../../../../common/goals';
import type { Locale } from '../../../../common/limits';
import { guessCategory } from './category-guess';
import { ASPECTS, type Aspect, FIRST_STEPS, LABELS, QUESTIONS } from './clarity-texts';
import { MEASURE_EN, MEASURE_TH, STOPWORDS, THAI_FILLER, THAI_LETTERS, VAGUE } from './clarity-words';
import { findDeadline } from './when';

export type ClarityAnswer = { question: string; answer: string };

export type ClarityResult = AiClarity;

/** Whether the text names a concrete thing to do, in whichever of the two languages it uses. */
function saysWhat(text: string): boolean {
  const words = (text.match(/[A-Za-z][A-Za-z'-]*|\d+/g) ?? []).map((word) => word.toLowerCase());
  const content = words.filter((word) => !STOPWORDS.has(word) && !VAGUE.has(word));
  // "Get a promotion" is clear with one content word; "Travel more" is not, the "more" leaves it open.
  if (
    content.length >= 2 ||
    (content.length === 1 && words.length >= 2 && !words.some((w) => VAGUE.has(w)))
  ) {
    return true;
  }
  let thai = text;
  for (const filler of THAI_FILLER) thai = thai.replaceAll(filler, '');
  return (thai.match(THAI_LETTERS) ?? []).length >= 7;
}

/**
 * Whether the text has a number or a finish line; a year that states the deadline does not count,
 * and neither does a finish-line word in a wish too vague to say what would be finished.
 */
function saysMeasure(text: string, deadlinePhrase: string | undefined, clearWhat: boolean): boolean {
  const rest = deadlinePhrase ? text.replace(deadlinePhrase, ' ') : text;
  if (/\d/.test(rest) || rest.includes('%')) return true;
  return clearWhat && (MEASURE_EN.test(rest) || MEASURE_TH.test(rest));
}

function aspectOf(question: string): Aspect | undefined {
  const asked = question.trim();
  return ASPECTS.find((aspect) => Object.values(QUESTIONS[aspect]).includes(asked));
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Turns "I want to run a marathon." into "Run a marathon", the way a list item reads. */
export function tidyTitle(text: string): string {
  const plain = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^someday,?\s+/i, '')
    .replace(/^i(?:'d|\s+would)\s+(?:like|love)\s+to\s+/i, '')
    .replace(/^i(?:'m|\s+am)\s+going\s+to\s+/i, '')
    .replace(/^i\s+(?:really\s+)?(?:want|wish|hope|plan|need)\s+to\s+/i, '')
    .replace(/^my\s+dream\s+is\s+to\s+/i, '')
    .replace(/^(?:ฉัน|ผม|ดิฉัน|เรา)?\s*(?:อยากจะ|อยาก|ต้องการ|ฝันว่าจะ)\s*/, '')
    .replace(/[\s.!。]+$/, '');
  return truncate(plain.charAt(0).toLocaleUpperCase() + plain.slice(1), GOAL_TITLE_MAX);
}

/**
 * The clarity coach: asks for what a wish leaves open (what exactly, by when, how you will know it
 * is done, a first step), at most three questions at a time, or turns it into a goal. One round of
 * answers is enough: a coach that keeps asking is one people stop answering, so after it we build
 * the best goal we can from what we have.
 */
export function clarity(
  wish: string,
  answers: readonly ClarityAnswer[],
  lang: Locale,
  now: Date = new Date(),
): ClarityResult {
  const given = answers
    .slice(0, CLARITY_ROUND_MAX)
    .map((a) => ({ question: a.question.trim(), answer: a.answer.trim().slice(0, CLARITY_ANSWER_MAX) }))
    .filter((a) => a.answer !== '');
  const cleanWish = wish.trim().slice(0, CLARITY_WISH_MAX);
  const answered = new Map<Aspect, string>();
  for (const a of given) {
    const aspect = aspectOf(a.question);
    if (aspect && !answered.has(aspect)) answered.set(aspect, a.answer);
  }
  const allText = [cleanWish, ...given.map((a) => a.answer)].join('\n');
  const whenAnswer = answered.get('when');
  const deadline = (whenAnswer && findDeadline(whenAnswer, now)) || findDeadline(allText, now);
  const what = answered.has('what') || saysWhat(cleanWish);
  const known: Record<Aspect, boolean> = {
    what,
    when: answered.has('when') || deadline !== undefined,
    measure: answered.has('measure') || saysMeasure(allText, deadline?.phrase, what),
    firstStep: answered.has('firstStep'),
  };
  if (answers.length === 0 && !(known.what && known.when && known.measure)) {
    const missing = ASPECTS.filter((aspect) => !known[aspect]);
    return { questions: missing.slice(0, CLARITY_QUESTIONS_MAX).map((aspect) => QUESTIONS[aspect][lang]) };
  }

  const titleSource = answered.get('what') ?? (cleanWish || given[0]?.answer || '');
  const title = tidyTitle(titleSource) || (lang === 'th' ? 'เป้าหมายของฉัน' : 'My goal');
  const lines: string[] = [];
  if (cleanWish && tidyTitle(cleanWish) !== title) lines.push(cleanWish);
  for (const a of given) {
    const aspect = aspectOf(a.question);
    if (aspect === 'what' && a.answer === titleSource) continue;
    lines.push(aspect ? `${LABELS[aspect][lang]}: ${a.answer}` : `${a.question} ${a.answer}`.trim());
  }
  // A first step is often about money or time ("open a savings account") whatever the goal is.
  const category = guessCategory(
    [cleanWish, ...given.filter((a) => aspectOf(a.question) !== 'firstStep').map((a) => a.answer)].join('\n'),
  );
  const ownStep = answered.get('firstStep');
  const firstSteps = [...(ownStep ? [ownStep] : []), ...FIRST_STEPS[category][lang]]
    .slice(0, 3)
    .map((step) => truncate(step, GOAL_TITLE_MAX));
  return {
    goal: {
      title,
      description: truncate(lines.join('\n'), GOAL_DESCRIPTION_MAX),
      category,
      ...(deadline ? { targetDate: deadline.date } : {}),
      firstSteps,
    },
  };
}
