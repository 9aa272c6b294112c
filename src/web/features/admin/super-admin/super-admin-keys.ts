/** Under the admin prefix, so the header's Refresh reads these again too. */
export const AUDIT_LOG_KEY = ['api', 'admin', 'audit-log'] as const;
export const FEATURE_SWITCHES_KEY = ['api', 'admin', 'features'] as const;
