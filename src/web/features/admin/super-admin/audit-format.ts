import type { AuditRecord } from '@common/admin';

/** The actions the server records, each with its label's catalogue key; others are shown as recorded. */
const ACTION_KEYS: Readonly<Record<string, string>> = {
  'user.suspend': 'userSuspend',
  'user.unsuspend': 'userUnsuspend',
  'user.premium.grant': 'userPremiumGrant',
  'user.premium.revoke': 'userPremiumRevoke',
  'user.role': 'userRole',
  'user.edit': 'userEdit',
  'user.delete': 'userDelete',
  'user.impersonate': 'userImpersonate',
  'user.impersonate.stop': 'userImpersonateStop',
  'goal.status': 'goalStatus',
  'goal.delete': 'goalDelete',
  'settings.update': 'settingsUpdate',
  'features.update': 'featuresUpdate',
  'seo.update': 'seoUpdate',
  'document.update': 'documentUpdate',
};

export function actionKey(action: string): string | null {
  return Object.hasOwn(ACTION_KEYS, action) ? (ACTION_KEYS[action] ?? null) : null;
}

/** The action filter's choices: a family finds every action that starts with it. */
export const ACTION_FAMILIES = ['user', 'goal', 'settings', 'features'] as const;

export type DiffRow = { key: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed, field by field: only the fields that differ when both states are recorded,
 * every field of the one there is otherwise (a deletion has no after, a creation no before).
 */
export function diffRows(record: Pick<AuditRecord, 'before' | 'after'>): DiffRow[] {
  const before = record.before ?? {};
  const after = record.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const both = record.before !== null && record.after !== null;
  return keys
    .filter((key) => !both || !same(before[key], after[key]))
    .map((key) => ({ key, before: before[key], after: after[key] }));
}
