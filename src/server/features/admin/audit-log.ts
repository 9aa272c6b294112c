import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType:
    | 'user'
    | 'goal'
    | 'settings'
    | 'document'
    | 'share'
    | 'memory'
    | 'media'
    | 'background'
    | 'support';
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ipAddress: string | null;
};

/** Records one administrator's change; pass the transaction that makes it, so both or neither stay. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      ipAddress: entry.ipAddress,
      createdAt: new Date().toISOString(),
    })
    .execute();
}
