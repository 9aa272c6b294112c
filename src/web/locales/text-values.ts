import {
  CUSTOM_CATEGORY_LIMIT,
  CUSTOM_CATEGORY_NAME_MAX,
  EMAIL_MAX_LENGTH,
  GOAL_MEMBERS_MAX,
  INVITATION_VALID_DAYS,
  MILESTONE_LIMIT,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEMPLATE_LIMIT,
} from '@common/limits';
import { PLAN_TEXT_VALUES } from '@common/plans';

/**
 * Numbers every translated text may name (`{{freeGoalLimit}}`, `{{imageMaxMb}}`, `{{nameMax}}`),
 * filled in by i18next as default interpolation variables: copy states the very limits the server
 * checks and no catalogue writes one by hand.
 */
export const TEXT_VALUES = {
  ...PLAN_TEXT_VALUES,
  nameMax: NAME_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  milestoneLimit: MILESTONE_LIMIT,
  templateLimit: TEMPLATE_LIMIT,
  goalMembersMax: GOAL_MEMBERS_MAX,
  invitationValidDays: INVITATION_VALID_DAYS,
  customCategoryLimit: CUSTOM_CATEGORY_LIMIT,
  categoryNameMax: CUSTOM_CATEGORY_NAME_MAX,
} as const;
