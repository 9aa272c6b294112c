import type { Goal, GoalStatus } from '@common/goals';
import { isUpgradedReturn } from '@common/urls';
import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useSession } from '@web/features/auth';
import { CategoriesDialog } from '@web/features/categories';
import {
  type Celebration,
  ConfettiBurst,
  DeleteGoalDialog,
  type GoalActions,
  GoalFormDialog,
  type GoalFormTarget,
  GoalLimitWarning,
  GoalList,
  GoalPickerDialog,
  type GoalTemplate,
  GoalTemplates,
  goalCardId,
  goalsOf,
  isGoalLimitReached,
  Slideshow,
  SlideshowPickerDialog,
  useCompleteGoal,
  useDeleteGoal,
  useGoals,
  useRestoreGoal,
  useUsage,
} from '@web/features/goals';
import { useFeatureSwitches } from '@web/features/meta';
import { MyTemplates, SaveTemplateDialog, useTemplates } from '@web/features/templates';
import { useFocusAfterMove } from '@web/lib/use-focus-after-move';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { useStableHandlers } from '@web/lib/use-stable-handlers';
import { useTranslation } from '@web/lib/use-translation';
import { CalendarDays, ChartLine, Languages, ListChecks, Play, Plus, Sparkles, Tags } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ActionLink } from './action-link';
import { ClarityDialog, TravelDialog } from './ai-dialogs';
import { AiToolActions } from './ai-tool-actions';
import { CategoryFilterBar, isFiltered, useCategoryFilter } from './category-filter-bar';
import { DASHBOARD_MAIN_CLASS, DashboardHeading } from './dashboard-heading';
import { DashboardStats } from './dashboard-stats';
import { GoalsEmptyState } from './goals-empty-state';

/** Which dialog is open (client UI state: open modals, goal being edited, slideshow goals). */
type DashboardDialog =
  | { kind: 'goal-form'; target: GoalFormTarget }
  | { kind: 'pick-goal' }
  | { kind: 'pick-slideshow' }
  | { kind: 'slideshow'; status: GoalStatus; goals: Goal[] }
  | { kind: 'delete'; goal: Goal }
  | { kind: 'save-template'; goal: Goal }
  | { kind: 'clarity' }
  | { kind: 'travel' }
  | { kind: 'categories' };

const LIMIT_WARNING_ID = 'goal-limit-warning';
const focusActiveGoalsHeading = () => document.getElementById('goals-active-title');

/**
 * The welcome after a payment (`isUpgradedReturn`), loaded with the billing feature only then:
 * every other first load of the dashboard needs none of it.
 */
const UpgradedWelcome = lazy(() =>
  import('@web/features/billing').then((module) => ({ default: module.UpgradedWelcome })),
);

/** The signed-in layout gives the header, with the account menu and sign-out. */
export function DashboardView() {
  const { t } = useTranslation('dashboard');
  const { aiEnabled } = useFeatureSwitches();
  const { t: tGoals } = useTranslation('goals');
  const { user } = useSession();
  const navigate = useNavigate();
  const { t: tCategories } = useTranslation('categories');
  const [categoryFilter, setCategoryFilter] = useCategoryFilter();
  const filtered = isFiltered(categoryFilter);
  const active = useGoals('active', categoryFilter);
  const completed = useGoals('completed', categoryFilter);
  const usage = useUsage();
  const templates = useTemplates();
  const [searchParams] = useSearchParams();
  const completeGoal = useCompleteGoal();
  const restoreGoal = useRestoreGoal();
  const deleteGoal = useDeleteGoal();
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  // Read by the focus handler after the dialog state has already moved on.
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;
  const isDialogOpen = useCallback(() => dialogRef.current !== null, []);
  const focus = useReturnFocus(focusActiveGoalsHeading, isDialogOpen);
  const moveFocus = useFocusAfterMove();

  const activeGoals = goalsOf(active.data);
  const completedGoals = goalsOf(completed.data);
  const limitReached = isGoalLimitReached(usage.data);

  const close = useCallback(() => setDialog(null), []);
  const endCelebration = useCallback(() => setCelebration(null), []);
  /** A dialog opened from the page gives focus back to what opened it. */
  const open = (next: DashboardDialog) => {
    focus.remember();
    setDialog(next);
  };
  const openAdd = (template?: GoalTemplate) => {
    if (limitReached) {
      navigate('/upgrade');
      return;
    }
    open({ kind: 'goal-form', target: { mode: 'add', template } });
  };

  // Stable, so a card re-renders only when its own goal changes, not each time the page does.
  const actions = useStableHandlers<GoalActions>({
    onComplete: (goal) => {
      moveFocus.focusElement(goalCardId({ id: goal.id, status: 'completed' }), goalCardId(goal));
      completeGoal
        .mutateAsync(goal)
        .then(() => {
          setCelebration({ goalId: goal.id, key: Date.now() });
          toast({
            title: tGoals('toasts.completed'),
            description: tGoals('toasts.completedText', { title: goal.title }),
            variant: 'success',
          });
        })
        .catch(() => moveFocus.focusElement(goalCardId(goal)));
    },
    onRestore: (goal) => {
      moveFocus.focusElement(goalCardId({ id: goal.id, status: 'active' }), goalCardId(goal));
      restoreGoal
        .mutateAsync(goal)
        .then(() =>
          toast({
            title: tGoals('toasts.restored'),
            description: tGoals('toasts.restoredText', { title: goal.title }),
            variant: 'success',
          }),
        )
        .catch(() => moveFocus.focusElement(goalCardId(goal)));
    },
    onEdit: (goal) => open({ kind: 'goal-form', target: { mode: 'edit', goal } }),
    onDelete: (goal) => open({ kind: 'delete', goal }),
    onSaveTemplate: (goal) => open({ kind: 'save-template', goal }),
  });
  // Pro members see their templates (or how to make one); after Pro ends, only if they have some.
  const showMyTemplates =
    usage.data?.entitlements.customTemplates === true || (templates.data?.templates.length ?? 0) > 0;

  const onConfirmDelete = (goal: Goal) => {
    setDialog(null);
    // Focus goes to the card that takes the deleted one's place, else to the list's heading;
    // the "Goal deleted" toast is announced either way.
    const list = goal.status === 'completed' ? completedGoals : activeGoals;
    const index = list.findIndex((item) => item.id === goal.id);
    const neighbour = list[index + 1] ?? list[index - 1];
    const heading = `goals-${goal.status}-title`;
    moveFocus.focusElement(neighbour ? goalCardId(neighbour) : heading, heading);
    deleteGoal
      .mutateAsync(goal)
      .then(() => toast({ title: tGoals('toasts.deleted'), variant: 'success' }))
      .catch(() => undefined);
  };

  // Counts come from the server; before usage arrives, the loaded pages give a first answer.
  const listsLoaded = active.isSuccess && completed.isSuccess;
  const total = usage.data
    ? String(usage.data.goalCount)
    : listsLoaded && !active.hasNextPage && !completed.hasNextPage
      ? String(activeGoals.length + completedGoals.length)
      : null;
  const completedCount = usage.data
    ? String(usage.data.completedCount)
    : completed.isSuccess
      ? completed.hasNextPage
        ? t('stats.more', { count: completedGoals.length })
        : String(completedGoals.length)
      : null;

  return (
    <>
      <PageMain className={DASHBOARD_MAIN_CLASS}>
        <DashboardHeading name={user?.name} />

        <div className="mt-6">
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
            <li className="col-span-2 sm:col-span-1">
              {limitReached ? (
                <Button asChild size="lg" className="w-full">
                  <Link to="/upgrade" aria-describedby={LIMIT_WARNING_ID}>
                    <Plus aria-hidden="true" />
                    {t('actions.addGoal')}
                  </Link>
                </Button>
              ) : (
                <Button size="lg" className="w-full" onClick={() => openAdd()}>
                  <Plus aria-hidden="true" />
                  {t('actions.addGoal')}
                </Button>
              )}
            </li>
            <li>
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => open({ kind: 'pick-goal' })}
              >
                <ListChecks aria-hidden="true" />
                {t('actions.editGoals')}
              </Button>
            </li>
            <li>
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => open({ kind: 'pick-slideshow' })}
              >
                <Play aria-hidden="true" />
                {t('actions.playSlideshow')}
              </Button>
            </li>
            {aiEnabled ? (
              <ActionLink to="/ai-ideas" icon={Sparkles} label={t('actions.aiIdeas')} variant="secondary" />
            ) : null}
            <AiToolActions onOpen={(kind) => open({ kind })} />
            <ActionLink to="/translate" icon={Languages} label={t('actions.translate')} />
            <ActionLink to="/calendar" icon={CalendarDays} label={t('actions.calendar')} />
            <ActionLink to="/insights" icon={ChartLine} label={t('actions.insights')} />
            <li>
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => open({ kind: 'categories' })}
              >
                <Tags aria-hidden="true" />
                {tCategories('dialog.open')}
              </Button>
            </li>
          </ul>
        </div>

        {limitReached ? (
          <GoalLimitWarning
            className="mt-4"
            id={LIMIT_WARNING_ID}
            limit={usage.data?.goalLimit ?? undefined}
          />
        ) : null}

        <DashboardStats
          total={total}
          completed={completedCount}
          usage={usage.data}
          usagePending={usage.isPending}
        />

        <CategoryFilterBar filter={categoryFilter} onChange={setCategoryFilter} />

        <GoalList
          status="active"
          query={active}
          actions={actions}
          empty={
            filtered ? (
              <p className="rounded-2xl bg-muted px-4 py-6 text-center text-muted-foreground">
                {tCategories('filter.emptyActive')}
              </p>
            ) : (
              <GoalsEmptyState
                onAdd={() => openAdd()}
                allDone={completedGoals.length > 0}
                onPlayCompleted={() =>
                  open({ kind: 'slideshow', status: 'completed', goals: completedGoals })
                }
              />
            )
          }
        />
        <GoalList
          status="completed"
          query={completed}
          actions={actions}
          empty={
            <p className="rounded-2xl bg-muted px-4 py-6 text-center text-muted-foreground">
              {filtered ? tCategories('filter.emptyCompleted') : tGoals('lists.completedEmpty')}
            </p>
          }
        />
        <GoalTemplates
          onPick={openAdd}
          mine={
            showMyTemplates ? (
              <MyTemplates
                onStarted={(goal) => moveFocus.focusElement(goalCardId(goal), 'goals-active-title')}
              />
            ) : undefined
          }
        />
      </PageMain>
      <SiteFooter />

      {/* The dialogs load when first opened. */}
      <Suspense fallback={null}>
        {isUpgradedReturn(searchParams) ? <UpgradedWelcome /> : null}
        {dialog?.kind === 'goal-form' ? (
          <GoalFormDialog target={dialog.target} onClose={close} onCloseAutoFocus={focus.onCloseAutoFocus} />
        ) : null}
        {dialog?.kind === 'pick-goal' ? (
          <GoalPickerDialog
            goals={[...activeGoals, ...completedGoals]}
            onPick={(goal) => setDialog({ kind: 'goal-form', target: { mode: 'edit', goal } })}
            onClose={close}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
        {dialog?.kind === 'pick-slideshow' ? (
          <SlideshowPickerDialog
            onPick={(status) =>
              setDialog({
                kind: 'slideshow',
                status,
                goals: status === 'active' ? activeGoals : completedGoals,
              })
            }
            onClose={close}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
        {dialog?.kind === 'slideshow' ? (
          <Slideshow
            goals={dialog.goals}
            status={dialog.status}
            onClose={close}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <DeleteGoalDialog
            goal={dialog.goal}
            onConfirm={onConfirmDelete}
            onClose={close}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
        {dialog?.kind === 'save-template' ? (
          <SaveTemplateDialog goal={dialog.goal} onClose={close} onCloseAutoFocus={focus.onCloseAutoFocus} />
        ) : null}
        {dialog?.kind === 'categories' ? (
          <CategoriesDialog
            pro={usage.data?.entitlements.advancedCategories}
            onClose={close}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
        {dialog?.kind === 'clarity' ? (
          <ClarityDialog onClose={close} onCloseAutoFocus={focus.onCloseAutoFocus} />
        ) : null}
        {dialog?.kind === 'travel' ? (
          <TravelDialog onClose={close} onCloseAutoFocus={focus.onCloseAutoFocus} />
        ) : null}
      </Suspense>
      <ConfettiBurst celebration={celebration} onFinished={endCelebration} />
    </>
  );
}
