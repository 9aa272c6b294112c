import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import {
  type CustomCategory,
  type CustomCategoryCreate,
  type CustomCategoryList,
  type CustomCategoryUpdate,
  categoryNameKey,
} from '../../../common/custom-categories';
import { CUSTOM_CATEGORY_LIMIT } from '../../../common/limits';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import type { CustomCategoryTable } from '../../db/schema';
import { AppError } from '../../errors';
import { entitlementsOf, requirePro } from '../plans';
import {
  categoriesByIds,
  countCategoriesOf,
  deleteCategory,
  findCategoryIdByNameKey,
  findOwnCategory,
  insertCategory,
  listCategoriesOf,
  updateCategory,
} from './categories.repository';
import { toCustomCategory } from './category-view';

type CategoriesDeps = Pick<AppDeps, 'database'>;

const FEATURE = 'advancedCategories';
const notFound = () => new AppError('NOT_FOUND', 'Category not found.');

/** 409 when another of the member's categories already has this name, whatever its case. */
async function assertNameFree(db: Db, userId: string, nameKey: string, exceptId?: string) {
  const holder = await findCategoryIdByNameKey(db, userId, nameKey);
  if (holder !== undefined && holder !== exceptId) throw new AppError('CATEGORY_NAME_TAKEN');
}

/**
 * A member's own categories. Making and changing them needs Pro; after a downgrade they stay
 * listed, shown on goals and usable as a filter, and can still be deleted.
 */
export function categoriesService({ database }: CategoriesDeps) {
  const { db } = database;

  return {
    async list(userId: string): Promise<CustomCategoryList> {
      const rows = await listCategoriesOf(db, userId);
      return { categories: rows.map(toCustomCategory), limit: CUSTOM_CATEGORY_LIMIT };
    },

    /**
     * The plan check, the count and the insert share one transaction with the user row locked
     * (PostgreSQL; SQLite has one writer), so parallel creates cannot pass the limit or share a name.
     */
    async create(userId: string, input: CustomCategoryCreate): Promise<CustomCategory> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const entitlements = await entitlementsOf(trx, userId, { lock: true });
        if (!entitlements[FEATURE]) throw new AppError('PRO_REQUIRED', undefined, { feature: FEATURE });
        if ((await countCategoriesOf(trx, userId)) >= CUSTOM_CATEGORY_LIMIT) {
          throw new AppError('CATEGORY_LIMIT_REACHED');
        }
        const nameKey = categoryNameKey(input.name);
        await assertNameFree(trx, userId, nameKey);
        const row = await insertCategory(trx, {
          id: randomUUID(),
          userId,
          name: input.name,
          nameKey,
          icon: input.icon,
          color: input.color,
          createdAt: now,
          updatedAt: now,
        });
        return toCustomCategory(row);
      });
    },

    async update(userId: string, id: string, patch: CustomCategoryUpdate): Promise<CustomCategory> {
      await requirePro(db, userId, FEATURE);
      return db.transaction().execute(async (trx) => {
        // The user row locked: a rename and a create of the same name queue up.
        await entitlementsOf(trx, userId, { lock: true });
        if (!(await findOwnCategory(trx, userId, id))) throw notFound();
        const changes: Updateable<CustomCategoryTable> = { updatedAt: new Date().toISOString() };
        if (patch.name !== undefined) {
          changes.name = patch.name;
          changes.nameKey = categoryNameKey(patch.name);
          await assertNameFree(trx, userId, changes.nameKey, id);
        }
        if (patch.icon !== undefined) changes.icon = patch.icon;
        if (patch.color !== undefined) changes.color = patch.color;
        const row = await updateCategory(trx, userId, id, changes);
        if (!row) throw notFound();
        return toCustomCategory(row);
      });
    },

    /** Allowed on every plan: a member who left Pro may still tidy up. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteCategory(db, userId, id))) throw notFound();
    },
  };
}

export type CategoriesService = ReturnType<typeof categoriesService>;

/**
 * The category a goal is about to take on: one of the member's own, and newly given only on Pro.
 * Read with a lock inside the goal's transaction, so it cannot be deleted before the goal is written.
 */
export async function assignableCategory(db: Db, userId: string, id: string): Promise<CustomCategory> {
  await requirePro(db, userId, FEATURE);
  const row = await findOwnCategory(db, userId, id, { lock: true });
  if (!row) throw notFound();
  return toCustomCategory(row);
}

/** The categories the given goals carry, by id, in one read; goals without one cost nothing. */
export async function categoriesOfGoals(
  db: Db,
  goals: readonly { customCategoryId: string | null }[],
): Promise<Map<string, CustomCategory>> {
  const ids = [...new Set(goals.flatMap((goal) => (goal.customCategoryId ? [goal.customCategoryId] : [])))];
  const rows = await categoriesByIds(db, ids);
  return new Map(rows.map((row) => [row.id, toCustomCategory(row)]));
}
