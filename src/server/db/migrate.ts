import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './database';
import * as authTables from './migrations/0001-auth-tables';
import * as outboxAndClientErrors from './migrations/0002-outbox-and-client-errors';
import * as userPlan from './migrations/0003-user-plan';
import * as media from './migrations/0004-media';
import * as goals from './migrations/0005-goals';
import * as memories from './migrations/0006-memories';
import * as shares from './migrations/0007-shares';
import * as adminFields from './migrations/0008-admin-fields';
import * as twoFactorAndDeletedSessions from './migrations/0009-two-factor-and-deleted-sessions';
import * as billing from './migrations/0010-billing';
import * as oneLiveSharePerGoal from './migrations/0011-one-live-share-per-goal';
import * as dropUnusedColumns from './migrations/0012-drop-unused-columns';
import * as listVersion from './migrations/0013-list-version';
import * as adminStatsIndexes from './migrations/0014-admin-stats-indexes';
import * as auditLog from './migrations/0015-audit-log';
import * as siteSettings from './migrations/0016-site-settings';
import * as goalTitleSearch from './migrations/0017-goal-title-search';
import * as moderation from './migrations/0018-moderation';
import * as documents from './migrations/0019-documents';
import * as pageViews from './migrations/0020-page-views';
import * as mediaCreatedIndex from './migrations/0021-media-created-index';
import * as backgroundImages from './migrations/0022-background-images';
import * as memoryModeration from './migrations/0023-memory-moderation';
import * as goalTally from './migrations/0024-goal-tally';
import * as ideaAdoption from './migrations/0025-idea-adoption';
import * as milestones from './migrations/0026-milestones';
import * as reminders from './migrations/0027-reminders';
import * as calendarFeed from './migrations/0029-calendar-feed';
import * as supportRequests from './migrations/0030-support-requests';
import * as goalUpcomingIndex from './migrations/0031-goal-upcoming-index';
import * as goalTemplates from './migrations/0032-goal-templates';
import * as customCategories from './migrations/0033-custom-categories';
import * as goalMembers from './migrations/0034-goal-members';
import * as categorySharers from './migrations/0035-category-sharers';

// Migrations are imported statically so the bundled server carries them; the order is the key order.
const MIGRATIONS: Record<string, Migration> = {
  '0001-auth-tables': authTables,
  '0002-outbox-and-client-errors': outboxAndClientErrors,
  '0003-user-plan': userPlan,
  '0004-media': media,
  '0005-goals': goals,
  '0006-memories': memories,
  '0007-shares': shares,
  '0008-admin-fields': adminFields,
  '0009-two-factor-and-deleted-sessions': twoFactorAndDeletedSessions,
  '0010-billing': billing,
  '0011-one-live-share-per-goal': oneLiveSharePerGoal,
  '0012-drop-unused-columns': dropUnusedColumns,
  '0013-list-version': listVersion,
  '0014-admin-stats-indexes': adminStatsIndexes,
  '0015-audit-log': auditLog,
  '0016-site-settings': siteSettings,
  '0017-goal-title-search': goalTitleSearch,
  '0018-moderation': moderation,
  '0019-documents': documents,
  '0020-page-views': pageViews,
  '0021-media-created-index': mediaCreatedIndex,
  '0022-background-images': backgroundImages,
  '0023-memory-moderation': memoryModeration,
  '0024-goal-tally': goalTally,
  '0025-idea-adoption': ideaAdoption,
  '0026-milestones': milestones,
  '0027-reminders': reminders,
  '0029-calendar-feed': calendarFeed,
  '0030-support-requests': supportRequests,
  '0031-goal-upcoming-index': goalUpcomingIndex,
  '0032-goal-templates': goalTemplates,
  '0033-custom-categories': customCategories,
  '0034-goal-members': goalMembers,
  '0035-category-sharers': categorySharers,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  throwOnFailure(await new Migrator({ db, provider }).migrateToLatest());
}

/** Undoes every migration after `name`, newest first: tests that upgrade an older schema start here. */
export async function migrateDownTo(db: Db, name: string): Promise<void> {
  throwOnFailure(await new Migrator({ db, provider }).migrateTo(name));
}

function throwOnFailure({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
