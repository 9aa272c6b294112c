import { type Context, Hono } from 'hono';
import { auditLogQuerySchema, featureSwitchesBodySchema } from '../../../common/admin';
import { auditLogPageSchema, featureSwitchesSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { queryParams } from '../../middleware/query-params';
import { adminDoc } from '../../middleware/route-doc';
import { requireSuperAdmin } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import type { SuperAdminService } from './super-admin.service';

/** /api/admin/audit-log and /api/admin/features: super administrators only. */
export function superAdminRoutes(service: SuperAdminService, clientIp: (c: Context<AppEnv>) => string) {
  const guarded = new Hono<AppEnv>();
  guarded.use('/audit-log', requireSuperAdmin);
  guarded.use('/features', requireSuperAdmin);
  return guarded
    .get(
      '/audit-log',
      adminDoc({
        summary: 'The audit log',
        description:
          'Every administrator’s change, newest first; `actor` matches an id, email or name, `target` an id ' +
          'or an account’s email, `action` an action or its family (`user` finds `user.suspend`).',
        success: { status: 200, description: 'A page of records.', schema: auditLogPageSchema },
      }),
      queryParams(auditLogQuerySchema),
      async (c) => c.json(await service.auditLog(c.req.valid('query'))),
    )
    .get(
      '/features',
      adminDoc({
        summary: 'Feature switches',
        description: 'Whether new accounts can be created and scrapbooks shared.',
        success: { status: 200, description: 'The switches.', schema: featureSwitchesSchema },
      }),
      async (c) => c.json(await service.switches()),
    )
    .put(
      '/features',
      adminDoc({
        summary: 'Turn features on or off',
        description: 'For everyone, at once in this process and within two seconds in others; audited.',
        success: { status: 200, description: 'The switches now.', schema: featureSwitchesSchema },
      }),
      jsonBody(featureSwitchesBodySchema),
      async (c) => c.json(await service.setSwitches(adminChangeContext(c, clientIp), c.req.valid('json'))),
    );
}
