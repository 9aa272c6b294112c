import {
  type AdminDocument,
  DOCUMENT_SLUGS,
  type DocumentBody,
  type DocumentSlug,
  type PublicDocument,
  type PublishedDocumentLink,
} from '../../../common/documents';
import type { AppDeps } from '../../app-env';
import { toIso } from '../../db/dates';
import { dbBool } from '../../db/engine';
import { AppError } from '../../errors';
import { type AdminChangeContext, writeAudit } from '../admin';
import { renderDocument } from './render-document';

/** A document nobody has saved yet: unpublished, empty, with a working title. */
const DEFAULT_TITLES: Record<DocumentSlug, string> = {
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  about: 'About Someday',
};

type Row = {
  slug: string;
  title: string;
  markdown: string;
  published: boolean | number;
  updatedBy: string | null;
  updatedAt: string | Date;
};

const toDocument = (slug: DocumentSlug, row: Row | undefined): AdminDocument =>
  row
    ? {
        slug,
        title: row.title,
        markdown: row.markdown,
        published: Boolean(row.published),
        updatedAt: toIso(row.updatedAt),
        updatedBy: row.updatedBy,
      }
    : { slug, title: DEFAULT_TITLES[slug], markdown: '', published: false, updatedAt: null, updatedBy: null };

export function documentsService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database;
  /**
   * Published documents change rarely and every public page's footer asks: kept until a save here,
   * or a minute (another process's save).
   */
  let publishedCache: Promise<PublishedDocumentLink[]> | undefined;
  let publishedAt = 0;
  /** The last list read, for pages rendered without waiting on the database. */
  let latestPublished: PublishedDocumentLink[] = [];

  async function list(): Promise<AdminDocument[]> {
    const rows = await db.selectFrom('siteDocument').selectAll().execute();
    return DOCUMENT_SLUGS.map((slug) =>
      toDocument(
        slug,
        rows.find((r) => r.slug === slug),
      ),
    );
  }

  async function readPublished(slug: DocumentSlug): Promise<PublicDocument | null> {
    const row = await db.selectFrom('siteDocument').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row?.published) return null;
    return {
      slug,
      title: row.title,
      markdown: row.markdown,
      html: renderDocument(row.markdown),
      updatedAt: toIso(row.updatedAt),
    };
  }

  async function published(): Promise<PublishedDocumentLink[]> {
    if (Date.now() - publishedAt > 60_000) publishedCache = undefined;
    publishedAt = publishedCache ? publishedAt : Date.now();
    publishedCache ??= db
      .selectFrom('siteDocument')
      .select(['slug', 'title'])
      .where('published', '=', dbBool(db, true))
      .execute()
      .then((rows) => {
        latestPublished = DOCUMENT_SLUGS.flatMap((slug) => {
          const row = rows.find((r) => r.slug === slug);
          return row ? [{ slug, title: row.title }] : [];
        });
        return latestPublished;
      })
      .catch((error: unknown) => {
        publishedCache = undefined;
        throw error;
      });
    return publishedCache;
  }

  return {
    list,
    readPublished,

    /** The published documents as last read (refreshed in the background when a minute old). */
    publishedNow(): PublishedDocumentLink[] {
      void published().catch(() => undefined);
      return latestPublished;
    },

    published,

    async update(ctx: AdminChangeContext, slug: DocumentSlug, input: DocumentBody): Promise<AdminDocument> {
      const saved = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('siteDocument')
          .selectAll()
          .where('slug', '=', slug)
          .executeTakeFirst();
        const row = {
          slug,
          title: input.title,
          markdown: input.markdown,
          published: dbBool(db, input.published),
          updatedBy: ctx.actor.id,
          updatedAt: new Date().toISOString(),
        };
        await trx
          .insertInto('siteDocument')
          .values(row)
          .onConflict((oc) => oc.column('slug').doUpdateSet(row))
          .execute();
        // The Markdown itself can be 100 KB: the log keeps its size, not a copy.
        const summary = (r: { title: string; markdown: string; published: boolean | number }) => ({
          title: r.title,
          published: Boolean(r.published),
          markdownLength: r.markdown.length,
        });
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'document.update',
          targetType: 'document',
          targetId: slug,
          before: before ? summary(before) : null,
          after: summary(row),
          ipAddress: ctx.ipAddress,
        });
        return row;
      });
      publishedCache = undefined;
      await published().catch(() => undefined);
      return toDocument(slug, saved);
    },

    /** The published document or NOT_FOUND. */
    async readPublic(slug: DocumentSlug): Promise<PublicDocument> {
      const doc = await readPublished(slug);
      if (!doc) throw new AppError('NOT_FOUND');
      return doc;
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
