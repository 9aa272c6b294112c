import { ERRORS } from '@common/errors';
import { PLAN_LIMITS, PLAN_TEXT_VALUES } from '@common/plans';
import { apiError, errorTextOf } from '@web/test-utils/error-text';
import { describe, expect, it } from 'vitest';
import { useGoalErrorText } from './use-goal-error-text';

const say = errorTextOf(useGoalErrorText);

describe('the goal form tells refusals in words', () => {
  it('a goal body too large is not mistaken for an image upload', async () => {
    const error = apiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB.');
    expect(await say(error)).toBe(
      'This goal is too large to save. Please shorten the title or description and try again.',
    );
    expect(await say(error, 'th')).toContain('เป้าหมายนี้มีข้อมูลมากเกินกว่าจะบันทึกได้');
    // An upload refused for its size still speaks of the image.
    const fileTooLarge = apiError(413, 'FILE_TOO_LARGE', ERRORS.FILE_TOO_LARGE.message);
    expect(await say(fileTooLarge)).toBe(
      `This image is too large to upload. Please choose one of at most ${PLAN_TEXT_VALUES.imageMaxMb} MB.`,
    );
  });

  it('a refused body', async () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'The request is not valid.');
    expect(await say(error)).toBe('Some details are not valid. Please check them and try again.');
    expect(await say(error, 'th')).toBe('ข้อมูลบางอย่างไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง');
  });

  it('text with a NUL character', async () => {
    const error = apiError(400, 'INVALID_TEXT', 'Text must not contain NUL characters.');
    expect(await say(error)).toContain('invisible control character');
    expect(await say(error, 'th')).toContain('อักขระควบคุมที่มองไม่เห็น');
  });

  it('the free plan limit, with the number the server checks', async () => {
    const error = apiError(422, 'GOAL_LIMIT_REACHED', ERRORS.GOAL_LIMIT_REACHED.message);
    const limit = PLAN_LIMITS.free.goalLimit;
    expect(await say(error)).toBe(
      `You have reached the free plan limit of ${limit} goals. Upgrade to Pro for unlimited goals.`,
    );
    expect(await say(error, 'th')).toContain(`คุณใช้ครบ ${limit} เป้าหมาย`);
  });

  it('a code of the catalogue in Thai, never the server’s English', async () => {
    const error = apiError(422, 'IMAGE_UNREADABLE', ERRORS.IMAGE_UNREADABLE.message);
    expect(await say(error, 'th')).toBe('ไม่สามารถอ่านรูปภาพนี้ได้ กรุณาเลือกรูปอื่น');
  });
});
