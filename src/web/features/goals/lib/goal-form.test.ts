import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX, type Goal } from '@common/goals';
import { goalFixture } from '@web/test-utils/goal-fixture';
import { describe, expect, it } from 'vitest';
import { goalFormSchema, isCalendarDate, toCreateInput, toPatch } from './goal-form';

const goal = goalFixture({
  title: 'Dive',
  description: 'Coral reef',
  imageId: 'm1',
  imageUrl: '/media/m1',
  thumbUrl: '/media/m1/thumb',
  targetDate: '2030-01-31',
});

const errorsOf = (values: Record<string, string>) => {
  const result = goalFormSchema.safeParse({ customCategoryId: '', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('goal form rules', () => {
  it('requires a title and a category', () => {
    expect(errorsOf({ title: '  ', description: '', category: '', targetDate: '' })).toEqual({
      title: 'titleRequired',
      category: 'categoryRequired',
    });
  });

  it('limits lengths and checks the date', () => {
    expect(
      errorsOf({
        title: 'x'.repeat(201),
        description: 'y'.repeat(2001),
        category: 'Travel',
        targetDate: '2030-02-30',
      }),
    ).toEqual({ title: 'titleTooLong', description: 'descriptionTooLong', targetDate: 'dateInvalid' });
  });

  it('trims and accepts a complete goal', () => {
    const result = goalFormSchema.parse({
      title: ' Dive ',
      description: ' ',
      category: 'Travel',
      targetDate: '',
      customCategoryId: '',
    });
    expect(result).toEqual({
      title: 'Dive',
      description: '',
      category: 'Travel',
      targetDate: '',
      customCategoryId: '',
    });
  });

  it("enforces the server schema's limits and date rule, not a copy of them", () => {
    const valid = { title: 'Dive', description: '', category: 'Travel', targetDate: '' };
    expect(errorsOf({ ...valid, title: 't'.repeat(GOAL_TITLE_MAX) })).toEqual({});
    expect(errorsOf({ ...valid, description: 'd'.repeat(GOAL_DESCRIPTION_MAX) })).toEqual({});
    expect(
      errorsOf({
        ...valid,
        title: 't'.repeat(GOAL_TITLE_MAX + 1),
        description: 'd'.repeat(GOAL_DESCRIPTION_MAX + 1),
        category: 'Gardening',
        // A real day, but in a year the server refuses to store.
        targetDate: '0999-01-01',
      }),
    ).toEqual({
      title: 'titleTooLong',
      description: 'descriptionTooLong',
      category: 'categoryRequired',
      targetDate: 'dateInvalid',
    });
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('31/01/2030')).toBe(false);
  });
});

describe('request bodies', () => {
  it('leaves empty optional fields out of a create', () => {
    expect(
      toCreateInput(
        { title: 'Dive', description: '', category: 'Adventure', targetDate: '', customCategoryId: '' },
        null,
      ),
    ).toEqual({
      title: 'Dive',
      category: 'Adventure',
    });
    expect(
      toCreateInput(
        {
          title: 'Dive',
          description: 'Reef',
          category: 'Adventure',
          targetDate: '2030-01-01',
          customCategoryId: 'c1',
        },
        'm9',
      ),
    ).toEqual({
      title: 'Dive',
      description: 'Reef',
      category: 'Adventure',
      targetDate: '2030-01-01',
      imageId: 'm9',
      customCategoryId: 'c1',
    });
  });

  it('patches only what changed and clears with null', () => {
    const same = {
      title: 'Dive',
      description: 'Coral reef',
      category: 'Adventure',
      targetDate: '2030-01-31',
      customCategoryId: '',
    };
    expect(toPatch(goal, same, 'm1')).toEqual({});
    expect(toPatch(goal, { ...same, customCategoryId: 'c1' }, 'm1')).toEqual({ customCategoryId: 'c1' });
    const tagged: Goal = {
      ...goal,
      customCategory: { id: 'c1', name: 'Reefs', icon: 'leaf', color: 'teal' },
    };
    expect(toPatch(tagged, { ...same, customCategoryId: 'c1' }, 'm1')).toEqual({});
    expect(toPatch(tagged, same, 'm1')).toEqual({ customCategoryId: null });
    expect(toPatch(goal, { ...same, title: 'Dive deep', description: '', targetDate: '' }, null)).toEqual({
      title: 'Dive deep',
      description: null,
      targetDate: null,
      imageId: null,
    });
    expect(toPatch(goal, { ...same, category: 'Travel' }, 'm2')).toEqual({
      category: 'Travel',
      imageId: 'm2',
    });
  });
});
