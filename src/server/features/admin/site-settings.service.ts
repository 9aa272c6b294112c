import { type PublicSiteSettings, type SiteSettings, youtubeEmbedUrl } from '../../../common/site-settings';
import type { AppDeps } from '../../app-env';
import type { AdminActor } from '../../auth/admin-guard';
import { AppError } from '../../errors';
import { featureSwitches } from '../../feature-switches';
import { writeAudit } from './audit-log';

const VIDEO_KEY = 'learnMoreVideoUrl';

export function siteSettingsService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database;

  async function read(): Promise<SiteSettings> {
    const row = await db
      .selectFrom('siteSetting')
      .select('value')
      .where('key', '=', VIDEO_KEY)
      .executeTakeFirst();
    return { learnMoreVideoUrl: row?.value ?? null };
  }

  return {
    read,

    async readPublic(): Promise<PublicSiteSettings> {
      return { ...(await read()), features: await featureSwitches(db) };
    },

    /**
     * Sets the landing page's video: a YouTube link in any usual form is stored as its
     * privacy-enhanced embed address; anything else is refused; null removes the video.
     */
    async update(
      ctx: { actor: AdminActor; ipAddress: string | null },
      input: { learnMoreVideoUrl: string | null },
    ): Promise<SiteSettings> {
      const given = input.learnMoreVideoUrl || null;
      const embed = given === null ? null : youtubeEmbedUrl(given);
      if (given !== null && embed === null) throw new AppError('VIDEO_URL_NOT_ALLOWED');
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('siteSetting')
          .select('value')
          .where('key', '=', VIDEO_KEY)
          .executeTakeFirst();
        const row = {
          key: VIDEO_KEY,
          value: embed,
          updatedBy: ctx.actor.id,
          updatedAt: new Date().toISOString(),
        };
        const upsert = trx.insertInto('siteSetting').values(row);
        await upsert.onConflict((oc) => oc.column('key').doUpdateSet(row)).execute();
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'settings.update',
          targetType: 'settings',
          targetId: VIDEO_KEY,
          before: { learnMoreVideoUrl: before?.value ?? null },
          after: { learnMoreVideoUrl: embed },
          ipAddress: ctx.ipAddress,
        });
        return { learnMoreVideoUrl: embed };
      });
    },
  };
}

export type SiteSettingsService = ReturnType<typeof siteSettingsService>;
