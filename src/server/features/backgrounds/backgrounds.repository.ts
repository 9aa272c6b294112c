import type { Selectable } from 'kysely';
import {
  type BackgroundImage,
  backgroundImageUrl,
  backgroundPreviewUrl,
} from '../../../common/background-images';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { dbBool } from '../../db/engine';
import type { BackgroundImageTable } from '../../db/schema';

export type BackgroundRow = Selectable<BackgroundImageTable>;

export function toBackgroundImage(row: BackgroundRow): BackgroundImage {
  return {
    id: row.id,
    url: backgroundImageUrl(row.id),
    previewUrl: backgroundPreviewUrl(row.id),
    mime: row.mime,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    altEn: row.altEn,
    altTh: row.altTh,
    position: Number(row.position),
    active: Boolean(row.active),
    createdAt: toIso(row.createdAt),
  };
}

export function listBackgrounds(db: Db): Promise<BackgroundRow[]> {
  return db
    .selectFrom('backgroundImage')
    .selectAll()
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findBackground(db: Db, id: string): Promise<BackgroundRow | undefined> {
  return db.selectFrom('backgroundImage').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findActiveBackground(db: Db): Promise<BackgroundRow | undefined> {
  return db
    .selectFrom('backgroundImage')
    .selectAll()
    .where('active', '=', dbBool(db, true))
    .executeTakeFirst();
}

export async function countBackgrounds(db: Db): Promise<{ count: number; lastPosition: number }> {
  const row = await db
    .selectFrom('backgroundImage')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('position').as('last')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastPosition: row.last === null ? -1 : Number(row.last) };
}

export async function insertBackground(db: Db, row: BackgroundRow): Promise<void> {
  await db
    .insertInto('backgroundImage')
    .values({ ...row, active: dbBool(db, Boolean(row.active)) })
    .execute();
}

export async function updateBackground(
  db: Db,
  id: string,
  patch: { altEn?: string; altTh?: string; active?: boolean; position?: number },
): Promise<void> {
  const { active, ...rest } = patch;
  await db
    .updateTable('backgroundImage')
    .set({ ...rest, ...(active === undefined ? {} : { active: dbBool(db, active) }) })
    .where('id', '=', id)
    .execute();
}

/** No image is active any more: the one that was (if any) steps down first, so the unique index holds. */
export async function deactivateAll(db: Db): Promise<void> {
  await db
    .updateTable('backgroundImage')
    .set({ active: dbBool(db, false) })
    .where('active', '=', dbBool(db, true))
    .execute();
}

export async function deleteBackground(db: Db, id: string): Promise<void> {
  await db.deleteFrom('backgroundImage').where('id', '=', id).execute();
}
