import type { AuditLogPage, AuditLogQuery, FeatureSwitchesBody } from '../../../common/admin';
import { FEATURE_SWITCH_NAMES, type FeatureSwitches } from '../../../common/feature-switches';
import type { AppDeps } from '../../app-env';
import { forgetFeatureSwitches, readFeatureSwitches, SWITCH_KEY_PREFIX } from '../../feature-switches';
import { type AdminChangeContext, writeAudit } from '../admin';
import { listAudit } from './audit-log.repository';

export function superAdminService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database;
  return {
    async auditLog(query: AuditLogQuery): Promise<AuditLogPage> {
      const { rows, count } = await listAudit(db, query);
      return { data: rows, count, page: query.page, pageSize: query.pageSize };
    },

    switches: (): Promise<FeatureSwitches> => readFeatureSwitches(db),

    /** Turns parts of the product on or off for everyone; recorded with the state before and after. */
    async setSwitches(ctx: AdminChangeContext, body: FeatureSwitchesBody): Promise<FeatureSwitches> {
      const after = await db.transaction().execute(async (trx) => {
        const before = await readFeatureSwitches(trx);
        const now = new Date().toISOString();
        for (const name of FEATURE_SWITCH_NAMES) {
          const value = body[name];
          if (value === undefined) continue;
          const row = {
            key: `${SWITCH_KEY_PREFIX}${name}`,
            value: String(value),
            updatedBy: ctx.actor.id,
            updatedAt: now,
          };
          await trx
            .insertInto('siteSetting')
            .values(row)
            .onConflict((oc) => oc.column('key').doUpdateSet(row))
            .execute();
        }
        const changed = await readFeatureSwitches(trx);
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'features.update',
          targetType: 'settings',
          targetId: 'features',
          before,
          after: changed,
          ipAddress: ctx.ipAddress,
        });
        return changed;
      });
      forgetFeatureSwitches(db);
      return after;
    },
  };
}

export type SuperAdminService = ReturnType<typeof superAdminService>;
