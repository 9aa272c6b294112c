import type { Goal } from '@common/goals';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { CustomCategoryBadge } from '@web/features/categories';
import {
  canEditGoal,
  isGoalOwner,
  MemberAvatars,
  MembersDialog,
  SharedByBadge,
} from '@web/features/collaboration';
import { MilestoneProgress, MilestonesDialog } from '@web/features/milestones';
import { GoalRemindersDialog } from '@web/features/reminders';
import { useTranslation } from '@web/lib/use-translation';
import {
  BellRing,
  BookImage,
  BookmarkPlus,
  CalendarDays,
  CircleCheck,
  Ellipsis,
  ListChecks,
  Pencil,
  RotateCcw,
  Trash2,
  Users,
} from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { type ComponentProps, memo, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useUsage } from '../api/get-usage';
import { formatCalendarDate, formatDay } from '../lib/dates';
import { CategoryBadge } from './category-badge';
import { GoalVisual } from './goal-visual';

export type GoalActions = {
  onComplete: (goal: Goal) => void;
  onRestore: (goal: Goal) => void;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
  /** Keeps the goal as a template (Pro; the dialog shows a free member the way to Pro). Absent: no menu item. */
  onSaveTemplate?: (goal: Goal) => void;
};

/**
 * The id of a goal's card, so the dashboard can move focus to it after it moved or a neighbour
 * went. It names the status: a goal being marked done is briefly in both lists.
 */
export const goalCardId = (goal: Pick<Goal, 'id' | 'status'>) => `goal-card-${goal.status}-${goal.id}`;

const MENU_ITEM =
  'flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4';

/**
 * One goal: picture, category, title, dates, description and what can be done with it. Memoised:
 * the list adds cards a few at a time, and each step would otherwise draw every earlier card again.
 */
export const GoalCard = memo(function GoalCard({ goal, actions }: { goal: Goal; actions: GoalActions }) {
  const { t, i18n } = useTranslation('goals');
  const titleId = useId();
  const completed = goal.status === 'completed';
  const [milestonesOpen, setMilestonesOpen] = useState(false);
  // The dialog's code loads when it is first opened, and stays for its closing animation.
  const [milestonesLoaded, setMilestonesLoaded] = useState(false);
  const openMilestones = () => {
    setMilestonesLoaded(true);
    setMilestonesOpen(true);
  };
  const [remindersOpen, setRemindersOpen] = useState(false);
  const [remindersLoaded, setRemindersLoaded] = useState(false);
  // Reminders are of a target date still to come.
  const remindable = goal.targetDate !== null && !completed;
  const openReminders = () => {
    setRemindersLoaded(true);
    setRemindersOpen(true);
  };
  const [membersOpen, setMembersOpen] = useState(false);
  const [membersLoaded, setMembersLoaded] = useState(false);
  const openMembers = () => {
    setMembersLoaded(true);
    setMembersOpen(true);
  };
  // A viewer of a goal shared with them reads it; an editor changes it but leaves the owner's part alone.
  const editable = canEditGoal(goal.role);
  return (
    <article
      id={goalCardId(goal)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-muted">
        <GoalVisual src={goal.thumbUrl ?? goal.imageUrl} category={goal.category} />
        {completed ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-success px-2.5 py-1 font-semibold text-white text-xs shadow">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t('picker.completed')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <CategoryBadge category={goal.category} />
          {goal.customCategory ? <CustomCategoryBadge category={goal.customCategory} /> : null}
          {goal.sharedBy ? <SharedByBadge owner={goal.sharedBy} /> : null}
        </div>
        <h3 id={titleId} className="break-words font-semibold text-lg leading-snug">
          {goal.title}
        </h3>
        {completed && goal.completedAt ? (
          <p className="flex items-center gap-1.5 text-success text-sm">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {t('card.completedOn', { date: formatDay(goal.completedAt, i18n.resolvedLanguage) })}
          </p>
        ) : null}
        {goal.targetDate ? (
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {t('card.target', { date: formatCalendarDate(goal.targetDate, i18n.resolvedLanguage) })}
          </p>
        ) : null}
        {goal.description ? (
          <p className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground text-sm">
            {goal.description}
          </p>
        ) : null}
        <MilestoneProgress progress={goal.progress} />
        <MemberAvatars members={goal.members} />
        {/* The everyday actions are buttons; the rarer ones wait in the menu, so no card wraps a lone row. */}
        <div className="mt-auto flex items-center gap-2 pt-3">
          {!editable ? null : completed ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('card.restoreLabel', { title: goal.title })}
              onClick={() => actions.onRestore(goal)}
            >
              <RotateCcw aria-hidden="true" />
              {t('card.restore')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                aria-label={t('card.doneLabel', { title: goal.title })}
                onClick={() => actions.onComplete(goal)}
              >
                <CircleCheck aria-hidden="true" />
                {t('card.done')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('card.editLabel', { title: goal.title })}
                onClick={() => actions.onEdit(goal)}
              >
                <Pencil aria-hidden="true" />
                {t('card.edit')}
              </Button>
            </>
          )}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto"
                aria-label={t('card.moreLabel', { title: goal.title })}
              >
                <Ellipsis aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('card.more')}</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" sideOffset={4} className="z-40 min-w-44">
              <GoalMenuItems
                goal={goal}
                actions={actions}
                onMilestones={openMilestones}
                onReminders={remindable && isGoalOwner(goal.role) ? openReminders : undefined}
                onMembers={openMembers}
              />
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      {milestonesLoaded ? (
        <Suspense fallback={null}>
          <MilestonesDialog
            goal={goal}
            readOnly={!editable}
            open={milestonesOpen}
            onOpenChange={setMilestonesOpen}
            onCompleteGoal={() => actions.onComplete(goal)}
          />
        </Suspense>
      ) : null}
      {remindersLoaded ? (
        <Suspense fallback={null}>
          <RemindersDialog goal={goal} open={remindersOpen} onOpenChange={setRemindersOpen} />
        </Suspense>
      ) : null}
      {membersLoaded ? (
        <Suspense fallback={null}>
          <GoalMembersDialog goal={goal} open={membersOpen} onOpenChange={setMembersOpen} />
        </Suspense>
      ) : null}
    </article>
  );
});

/**
 * The menu's rarer actions: their own component, so their texts are made when the menu opens,
 * not for each of the 50 cards of a first load.
 */
function GoalMenuItems({
  goal,
  actions,
  onMilestones,
  onReminders,
  onMembers,
}: {
  goal: Goal;
  actions: GoalActions;
  onMilestones: () => void;
  /** Absent when the goal has no target date to come. */
  onReminders: (() => void) | undefined;
  onMembers: () => void;
}) {
  const { t } = useTranslation('goals');
  const owner = isGoalOwner(goal.role);
  return (
    <>
      <MenuPrimitive.Item
        className={MENU_ITEM}
        aria-label={t('card.milestonesLabel', { title: goal.title })}
        onSelect={onMilestones}
      >
        <ListChecks aria-hidden="true" />
        {t('card.milestones')}
      </MenuPrimitive.Item>
      {onReminders ? (
        <MenuPrimitive.Item
          className={MENU_ITEM}
          aria-label={t('card.remindersLabel', { title: goal.title })}
          onSelect={onReminders}
        >
          <BellRing aria-hidden="true" />
          {t('card.reminders')}
        </MenuPrimitive.Item>
      ) : null}
      {actions.onSaveTemplate ? (
        <MenuPrimitive.Item
          className={MENU_ITEM}
          aria-label={t('card.saveTemplateLabel', { title: goal.title })}
          onSelect={() => actions.onSaveTemplate?.(goal)}
        >
          <BookmarkPlus aria-hidden="true" />
          {t('card.saveTemplate')}
        </MenuPrimitive.Item>
      ) : null}
      <MenuPrimitive.Item asChild className={MENU_ITEM}>
        <Link
          to={`/goals/${encodeURIComponent(goal.id)}/scrapbook`}
          aria-label={t('card.scrapbookLabel', { title: goal.title })}
        >
          <BookImage aria-hidden="true" />
          {t('card.scrapbook')}
        </Link>
      </MenuPrimitive.Item>
      {owner || goal.members.length > 0 ? <MembersMenuItem goal={goal} onSelect={onMembers} /> : null}
      {owner ? (
        <MenuPrimitive.Item
          className={`${MENU_ITEM} text-destructive`}
          aria-label={t('card.deleteLabel', { title: goal.title })}
          onSelect={() => actions.onDelete(goal)}
        >
          <Trash2 aria-hidden="true" />
          {t('card.delete')}
        </MenuPrimitive.Item>
      ) : null}
    </>
  );
}

/** "Share with friends" for the owner; for a member, who else shares the goal (and leaving it). */
function MembersMenuItem({ goal, onSelect }: { goal: Goal; onSelect: () => void }) {
  const { t } = useTranslation('collaboration');
  const owner = isGoalOwner(goal.role);
  return (
    <MenuPrimitive.Item
      className={MENU_ITEM}
      aria-label={t(owner ? 'card.shareLabel' : 'card.membersLabel', { title: goal.title })}
      onSelect={onSelect}
    >
      <Users aria-hidden="true" />
      {t(owner ? 'card.share' : 'card.members')}
    </MenuPrimitive.Item>
  );
}

/** The members dialog with the user's plan, read only once the dialog is first opened. */
function GoalMembersDialog(props: Omit<ComponentProps<typeof MembersDialog>, 'pro'>) {
  const usage = useUsage();
  return <MembersDialog {...props} pro={usage.data?.entitlements.collaboration} />;
}

/** The reminders dialog with the user's plan, read only once the dialog is first opened. */
function RemindersDialog(props: Omit<ComponentProps<typeof GoalRemindersDialog>, 'pro'>) {
  const usage = useUsage();
  return <GoalRemindersDialog {...props} pro={usage.data?.entitlements.reminders} />;
}
