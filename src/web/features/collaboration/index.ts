import { addCollaborationResources } from '@web/locales/collaboration-resources';
import i18n from 'i18next';

// The feature's texts come with its chunk (see collaboration-resources.ts).
addCollaborationResources(i18n);

// What other features and the routes use of shared goals.
export { useInvitation } from './api/get-invitation';
export { GoalPeoplePanel, MemberAvatars, SharedByBadge } from './components/goal-people';
export { InvitationScreen, MembersDialog } from './components/lazy-dialog';
export type { MembersDialogProps } from './components/members-dialog';
export { canChangeMemory, canEditGoal, isGoalOwner } from './lib/permissions';
