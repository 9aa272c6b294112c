/** Every goal answer (lists, one goal, its members) lives under this key. */
export const GOALS_KEY = ['api', 'bucket-list'] as const;

export const goalMembersKey = (goalId: string) => [...GOALS_KEY, goalId, 'members'] as const;

export const invitationKey = (token: string) => ['api', 'invitations', token] as const;

export const goalPath = (goalId: string) => `/api/bucket-list/${encodeURIComponent(goalId)}`;
