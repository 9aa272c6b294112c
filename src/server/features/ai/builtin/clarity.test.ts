import { describe, expect, it } from 'vitest';
import { guessCategory } from './category-guess';
import { clarity, tidyTitle } from './clarity';
import { QUESTIONS } from './clarity-texts';
import { findDeadline } from './when';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('clarity coach', () => {
  it('asks what, by when and how to measure for a vague wish', () => {
    expect(clarity('Get fit', [], 'en', NOW)).toEqual({
      questions: [QUESTIONS.what.en, QUESTIONS.when.en, QUESTIONS.measure.en],
    });
    expect(clarity('อยากแข็งแรงขึ้น', [], 'th', NOW)).toEqual({
      questions: [QUESTIONS.what.th, QUESTIONS.when.th, QUESTIONS.measure.th],
    });
  });

  it('asks only what the wish leaves open', () => {
    // Clear what and finish line, no deadline: ask when and for a first step.
    expect(clarity('See the northern lights in Norway', [], 'en', NOW)).toEqual({
      questions: [QUESTIONS.when.en, QUESTIONS.firstStep.en],
    });
    // A deadline but nothing to measure yet.
    expect(clarity('Learn Spanish by June 2027', [], 'en', NOW)).toEqual({
      questions: [QUESTIONS.measure.en, QUESTIONS.firstStep.en],
    });
  });

  it.each([
    ['Get a promotion', ['when', 'firstStep']],
    ['Spend more time with my kids', ['when', 'measure', 'firstStep']],
    ['Travel more', ['what', 'when', 'measure']],
    ['อยากเที่ยวมากขึ้น', ['what', 'when', 'measure']],
    ['อยากเขียนนิยาย', ['when', 'firstStep']],
    ['เรียนภาษาญี่ปุ่น', ['when', 'measure', 'firstStep']],
  ] as const)('for "%s" asks about %j', (wish, aspects) => {
    const lang = /[\u0E00-\u0E7F]/.test(wish) ? 'th' : 'en';
    expect(clarity(wish, [], lang, NOW)).toEqual({
      questions: aspects.map((aspect) => QUESTIONS[aspect][lang]),
    });
  });

  it('turns a specific wish straight into a goal', () => {
    const result = clarity('I want to run a marathon in Bangkok by December 2027.', [], 'en', NOW);
    expect(result).toEqual({
      goal: {
        title: 'Run a marathon in Bangkok by December 2027',
        // The title already says it all; the description is left for the user.
        description: '',
        category: 'Fitness',
        targetDate: '2027-12-31',
        firstSteps: expect.any(Array),
      },
    });
    if (!('goal' in result)) throw new Error('expected a goal');
    expect(result.goal.firstSteps.length).toBeGreaterThan(0);
  });

  it('understands a Thai wish with a Buddhist Era year', () => {
    const result = clarity('อยากวิ่งมาราธอนที่กรุงเทพฯ ให้จบภายในเดือนธันวาคม 2570', [], 'th', NOW);
    if (!('goal' in result)) throw new Error(`expected a goal, got ${JSON.stringify(result)}`);
    expect(result.goal.title).toBe('วิ่งมาราธอนที่กรุงเทพฯ ให้จบภายในเดือนธันวาคม 2570');
    expect(result.goal.category).toBe('Fitness');
    expect(result.goal.targetDate).toBe('2027-12-31');
    expect(result.goal.firstSteps[0]).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('builds a goal after one round of answers, using them for title, date and first step', () => {
    const result = clarity(
      'Travel more',
      [
        { question: QUESTIONS.what.en, answer: 'Visit Japan and see Mount Fuji' },
        { question: QUESTIONS.when.en, answer: 'within 6 months' },
        { question: QUESTIONS.firstStep.en, answer: 'Open a savings account and put money aside' },
      ],
      'en',
      NOW,
    );
    if (!('goal' in result)) throw new Error('expected a goal');
    expect(result.goal.title).toBe('Visit Japan and see Mount Fuji');
    expect(result.goal.category).toBe('Travel');
    expect(result.goal.targetDate).toBe('2027-05-24');
    expect(result.goal.firstSteps[0]).toBe('Open a savings account and put money aside');
    expect(result.goal.description).toBe(
      'Travel more\nBy when: within 6 months\nFirst step: Open a savings account and put money aside',
    );
  });

  it('guesses the category from the goal, not from how the first step gets there', () => {
    const result = clarity(
      'Learn Japanese',
      [
        {
          question: QUESTIONS.firstStep.en,
          answer: 'Save money, set a budget and pay off the credit card first',
        },
      ],
      'en',
      NOW,
    );
    if (!('goal' in result)) throw new Error('expected a goal');
    expect(result.goal.category).toBe('Learning');
  });

  it('still gives a goal when the answers were left blank, and keeps the title within limits', () => {
    const long = `Write ${'a very long book '.repeat(30)}`;
    const result = clarity(long, [{ question: QUESTIONS.when.en, answer: ' ' }], 'en', NOW);
    if (!('goal' in result)) throw new Error('expected a goal');
    expect(result.goal.title.length).toBeLessThanOrEqual(200);
    expect(result.goal.targetDate).toBeUndefined();
    expect(clarity('', [], 'en', NOW)).toEqual({
      questions: [QUESTIONS.what.en, QUESTIONS.when.en, QUESTIONS.measure.en],
    });
  });

  it('tidies a wish into a title', () => {
    expect(tidyTitle("  i'd love to   learn the piano!  ")).toBe('Learn the piano');
    expect(tidyTitle('ผมอยากจะเรียนเปียโน')).toBe('เรียนเปียโน');
  });
});

describe('findDeadline', () => {
  it.each([
    ['by December 2027', '2027-12-31'],
    ['before 2030-03-15', '2030-03-15'],
    ['in Feb 2028', '2028-02-29'],
    ['sometime in 2028', '2028-12-31'],
    ['within two years', '2028-11-24'],
    ['in 3 months', '2027-02-24'],
    ['by March', '2027-03-31'],
    ['next year', '2027-12-31'],
    ['ภายใน 6 เดือน', '2027-05-24'],
    ['ภายในปี 2570', '2027-12-31'],
    ['ก่อน ม.ค. 2571', '2028-01-31'],
    ['ปีหน้า', '2027-12-31'],
    ['สิ้นปี', '2026-12-31'],
  ])('reads %s', (text, date) => {
    expect(findDeadline(text, NOW)?.date).toBe(date);
  });

  it('ignores what is no deadline', () => {
    expect(findDeadline('Run 42 km', NOW)).toBeUndefined();
    expect(findDeadline('I may learn to swim', NOW)).toBeUndefined();
    expect(findDeadline('Finish a marathon in 2019', NOW)).toBeUndefined();
    expect(findDeadline('Save 2500 baht', NOW)).toBeUndefined();
  });
});

describe('guessCategory', () => {
  it.each([
    ['Run a marathon', 'Fitness'],
    ['Pay off my credit card debt', 'Finance'],
    ['Learn Japanese', 'Learning'],
    ['Backpack across South America', 'Travel'],
    ['Call my parents every week', 'Relationships'],
    ['Play the guitar at a party', 'Skills'],
    ['Learn to play the guitar', 'Skills'],
    ['I want to lose 10 kg in 6 months', 'Health'],
    ['Climb Mount Fuji in July', 'Adventure'],
    ['Get promoted to team lead', 'Career'],
    ['Win a tennis tournament', 'Sports'],
    ['Quit smoking', 'Health'],
    ['Write a novel', 'Creativity'],
    ['ออมเงินให้ได้หนึ่งล้านบาท', 'Finance'],
    ['ไปเที่ยวญี่ปุ่นกับครอบครัว', 'Travel'],
    ['เรียนภาษาอังกฤษให้คล่อง', 'Learning'],
    ['เลิกบุหรี่', 'Health'],
    ['Travel to Japan with my family', 'Travel'],
    ['Meet a real astronaut', 'Other'],
  ])('files %s under %s', (text, category) => {
    expect(guessCategory(text)).toBe(category);
  });
});
