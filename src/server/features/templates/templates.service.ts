import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { Goal } from '../../../common/goals';
import { TEMPLATE_LIMIT } from '../../../common/limits';
import type { Template, TemplateList, TemplateUpdate, TemplateUse } from '../../../common/templates';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import type { GoalTemplateTable } from '../../db/schema';
import { AppError } from '../../errors';
import type { GoalsService } from '../goals';
import { deleteMediaIfUnused, findOwnMedia, purgeMediaFiles } from '../media';
import { insertMilestonesOfNewGoal, type MilestonesService } from '../milestones';
import { entitlementsOf, requirePro } from '../plans';
import { milestoneTitlesOf, toTemplate } from './template-view';
import {
  countTemplatesOf,
  deleteOwnTemplate,
  findOwnTemplate,
  insertTemplate,
  listTemplatesOf,
  updateOwnTemplate,
} from './templates.repository';

type TemplatesDeps = Pick<AppDeps, 'database' | 'blobs'>;

const notFound = () => new AppError('NOT_FOUND', 'Template not found.');

/** The picture a template may keep: one of the member's own images (a goal shared with them is someone else's). */
async function ownImageId(db: Db, userId: string, imageId: string | null): Promise<string | null> {
  if (!imageId) return null;
  const media = await findOwnMedia(db, userId, imageId);
  return media?.kind === 'image' ? media.id : null;
}

/**
 * A member's own goal templates (Pro). Saving and changing one needs Pro; after a downgrade the
 * templates stay readable, deletable and usable to start a goal, which is an ordinary goal create
 * under the plan's goal limit.
 */
export function templatesService(
  { database, blobs }: TemplatesDeps,
  goals: GoalsService,
  milestones: MilestonesService,
) {
  const { db } = database;

  return {
    async list(userId: string): Promise<TemplateList> {
      return { templates: (await listTemplatesOf(db, userId)).map(toTemplate) };
    },

    /**
     * The goal as it is now: title, description, category, its milestones' titles in order and its
     * picture. The limit check and the insert share one transaction with the user row locked, so
     * parallel saves cannot pass the limit.
     */
    async saveFromGoal(userId: string, goalId: string): Promise<Template> {
      await requirePro(db, userId, 'customTemplates');
      const goal = await goals.get(userId, goalId);
      const { milestones: steps } = await milestones.list(userId, goalId);
      const id = randomUUID();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        // Read under lock: it serialises this member's parallel saves on PostgreSQL.
        await entitlementsOf(trx, userId, { lock: true });
        if ((await countTemplatesOf(trx, userId)) >= TEMPLATE_LIMIT)
          throw new AppError('TEMPLATE_LIMIT_REACHED');
        await insertTemplate(trx, {
          id,
          userId,
          title: goal.title,
          description: goal.description,
          category: goal.category,
          imageId: await ownImageId(trx, userId, goal.imageId),
          milestoneTitles: JSON.stringify(steps.map((step) => step.title)),
          createdAt: now,
          updatedAt: now,
        });
      });
      const row = await findOwnTemplate(db, userId, id);
      if (!row) throw notFound();
      return toTemplate(row);
    },

    /** Applies the fields present; `milestoneTitles` replaces the whole list. */
    async update(userId: string, id: string, patch: TemplateUpdate): Promise<Template> {
      await requirePro(db, userId, 'customTemplates');
      const changes: Updateable<GoalTemplateTable> = { updatedAt: new Date().toISOString() };
      if (patch.title !== undefined) changes.title = patch.title;
      if (patch.description !== undefined) changes.description = patch.description || null;
      if (patch.category !== undefined) changes.category = patch.category;
      if (patch.milestoneTitles !== undefined)
        changes.milestoneTitles = JSON.stringify(patch.milestoneTitles);
      const row = await updateOwnTemplate(db, userId, id, changes);
      if (!row) throw notFound();
      return toTemplate(row);
    },

    /** Deletes the template and, once nothing else uses it, its picture. */
    async remove(userId: string, id: string): Promise<void> {
      const released = await db.transaction().execute(async (trx) => {
        const current = await findOwnTemplate(trx, userId, id);
        if (!current || !(await deleteOwnTemplate(trx, userId, id))) throw notFound();
        return deleteMediaIfUnused(trx, [current.imageId]);
      });
      if (released.length) await purgeMediaFiles(db, blobs, released);
    },

    /**
     * A new goal from the template, exactly as POST /api/bucket-list creates one (the plan's goal
     * limit, the picture must be the member's), with the template's milestones in the same
     * transaction.
     */
    async startGoal(userId: string, id: string, input: TemplateUse): Promise<Goal> {
      const template = await findOwnTemplate(db, userId, id);
      if (!template) throw notFound();
      const titles = milestoneTitlesOf(template.milestoneTitles);
      const created = await goals.create(
        userId,
        {
          title: template.title,
          description: template.description,
          category: toTemplate(template).category,
          imageId: template.imageId,
          targetDate: input.targetDate ?? null,
        },
        (trx, goal) => insertMilestonesOfNewGoal(trx, { goalId: goal.id, userId }, titles),
      );
      return titles.length ? goals.get(userId, created.id) : created;
    },
  };
}

export type TemplatesService = ReturnType<typeof templatesService>;
