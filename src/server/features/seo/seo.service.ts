import type { Context } from 'hono';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  PAGE_VIEW_PATHS,
  SEO_PAGES,
  type SeoPageKey,
  type SeoPageMeta,
  type SeoViews,
  type seoPageBodySchema,
} from '../../../common/seo';
import type { AppDeps } from '../../app-env';
import { type AdminChangeContext, writeAudit } from '../admin';
import { pageViews, referrerDomain } from './page-view-counter';

const TOP = 10;

export function seoService({ database, config }: Pick<AppDeps, 'database' | 'config'>) {
  const { db } = database;
  const ownHost = new URL(config.baseUrl).hostname.toLowerCase();
  /** Read on every public page load: kept in memory, refreshed on save and once a minute. */
  let meta = new Map<SeoPageKey, SeoPageMeta>();
  let loadedAt = 0;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    const rows = await db.selectFrom('seoPage').selectAll().execute();
    meta = new Map(
      rows
        .filter((r): r is typeof r & { page: SeoPageKey } =>
          (SEO_PAGES as readonly string[]).includes(r.page),
        )
        .map((r) => [
          r.page,
          { page: r.page, title: r.title, description: r.description, imageUrl: r.imageUrl },
        ]),
    );
    loadedAt = Date.now();
  }

  function refreshSoon() {
    if (loading || Date.now() - loadedAt < 60_000) return;
    loading = load()
      .catch(() => undefined)
      .finally(() => {
        loading = undefined;
      });
  }

  async function pages(): Promise<SeoPageMeta[]> {
    await load();
    return SEO_PAGES.map(
      (page) => meta.get(page) ?? { page, title: null, description: null, imageUrl: null },
    );
  }

  return {
    pages,

    /** The page's configured meta from memory (never waits on the database), or null. */
    metaOf(page: SeoPageKey): SeoPageMeta | null {
      refreshSoon();
      const found = meta.get(page);
      return found && (found.title || found.description || found.imageUrl) ? found : null;
    },

    async ready(): Promise<void> {
      if (loadedAt === 0) await load().catch(() => undefined);
    },

    async updatePage(
      ctx: AdminChangeContext,
      input: z.output<typeof seoPageBodySchema>,
    ): Promise<SeoPageMeta[]> {
      const row = {
        page: input.page,
        title: input.title,
        description: input.description,
        imageUrl: input.imageUrl,
      };
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('seoPage')
          .selectAll()
          .where('page', '=', input.page)
          .executeTakeFirst();
        await trx
          .insertInto('seoPage')
          .values(row)
          .onConflict((oc) => oc.column('page').doUpdateSet(row))
          .execute();
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'seo.update',
          targetType: 'settings',
          targetId: `seo:${input.page}`,
          before: before
            ? { title: before.title, description: before.description, imageUrl: before.imageUrl }
            : null,
          after: { title: row.title, description: row.description, imageUrl: row.imageUrl },
          ipAddress: ctx.ipAddress,
        });
      });
      return pages();
    },

    /** Counts a view of a public page by route pattern and referring domain. */
    countView(c: Context, path: string, address: string): void {
      if (!(PAGE_VIEW_PATHS as readonly string[]).includes(path)) return;
      pageViews.count(db, {
        path,
        referrerDomain: referrerDomain(c.req.header('Referer'), ownHost),
        address,
      });
    },

    async views(days: number): Promise<SeoViews> {
      await pageViews.flush();
      const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const base = db.selectFrom('pageView').where('day', '>=', since);
      const total = sql<number>`coalesce(sum(${sql.ref('views')}), 0)`;
      const [perDay, topPaths, topReferrers] = await Promise.all([
        base
          .select(['day', total.as('views')])
          .groupBy('day')
          .orderBy('day')
          .execute(),
        base
          .select(['path', total.as('views')])
          .groupBy('path')
          .orderBy('views', 'desc')
          .orderBy('path')
          .limit(TOP)
          .execute(),
        base
          .select(['referrerDomain', total.as('views')])
          .groupBy('referrerDomain')
          .orderBy('views', 'desc')
          .orderBy('referrerDomain')
          .limit(TOP)
          .execute(),
      ]);
      const byDay = perDay.map((r) => ({ day: r.day, views: Number(r.views) }));
      return {
        days,
        total: byDay.reduce((sum, r) => sum + r.views, 0),
        perDay: byDay,
        topPaths: topPaths.map((r) => ({ path: r.path, views: Number(r.views) })),
        topReferrers: topReferrers.map((r) => ({ domain: r.referrerDomain, views: Number(r.views) })),
      };
    },
  };
}

export type SeoService = ReturnType<typeof seoService>;
