import type { AuditLogQuery, AuditRecord } from '../../../common/admin';
import type { Db } from '../../db/database';
import { anyCaseLike, containing } from '../../db/like';

function parsed(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The audit log, newest first, with the names of the accounts it mentions where they still exist. */
export async function listAudit(
  db: Db,
  query: AuditLogQuery,
): Promise<{ rows: AuditRecord[]; count: number }> {
  let base = db
    .selectFrom('auditLog')
    .leftJoin('user as actor', 'actor.id', 'auditLog.actorId')
    .leftJoin('user as target', (join) =>
      join.onRef('target.id', '=', 'auditLog.targetId').on('auditLog.targetType', '=', 'user'),
    );
  const { actor, target, action } = query;
  const like = anyCaseLike(db);
  if (actor) {
    base = base.where((eb) =>
      eb.or([
        eb('auditLog.actorId', '=', actor),
        eb('actor.email', like, containing(actor)),
        eb('actor.name', like, containing(actor)),
      ]),
    );
  }
  if (target) {
    base = base.where((eb) =>
      eb.or([eb('auditLog.targetId', '=', target), eb('target.email', like, containing(target))]),
    );
  }
  // An action or its family: 'user' finds user.suspend, user.role and the rest.
  if (action) {
    base = base.where((eb) =>
      eb.or([eb('auditLog.action', '=', action), eb('auditLog.action', 'like', `${action}.%`)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'auditLog.id',
        'auditLog.createdAt',
        'auditLog.action',
        'auditLog.actorId',
        'actor.email as actorEmail',
        'actor.name as actorName',
        'auditLog.targetType',
        'auditLog.targetId',
        'target.email as targetEmail',
        'auditLog.before',
        'auditLog.after',
        'auditLog.ipAddress',
      ])
      .orderBy('auditLog.createdAt', 'desc')
      .orderBy('auditLog.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      action: row.action,
      actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
      targetType: row.targetType,
      targetId: row.targetId,
      targetEmail: row.targetEmail,
      before: parsed(row.before),
      after: parsed(row.after),
      ipAddress: row.ipAddress,
    })),
  };
}
