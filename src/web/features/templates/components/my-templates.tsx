import type { Goal } from '@common/goals';
import type { Template } from '@common/templates';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { CategoryBadge, isGoalLimitReached, useUsage } from '@web/features/goals';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { useTranslation } from '@web/lib/use-translation';
import { BookmarkCheck, ChevronRight, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/list-templates';
import { useStartGoal } from '../api/start-goal';
import { useTemplateErrorText } from '../lib/template-error-text';
import { EditTemplateDialog } from './lazy-dialogs';

type Open = { kind: 'edit'; template: Template } | { kind: 'delete'; template: Template };

/**
 * The member's own templates, first under "Need inspiration?": starting one adds a goal with its
 * milestones and picture at once. Pro members change them here; after Pro ends they stay to
 * start goals from and to delete. Shown to Pro members, and to anyone who has templates.
 */
export function MyTemplates({ onStarted }: { onStarted?: (goal: Goal) => void }) {
  const { t } = useTranslation('goals');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const templates = useTemplates();
  const usage = useUsage();
  const navigate = useNavigate();
  const errorText = useTemplateErrorText();
  const start = useStartGoal();
  const remove = useDeleteTemplate();
  const [open, setOpen] = useState<Open | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const focus = useReturnFocus(
    useCallback(() => headingRef.current, []),
    useCallback(() => openRef.current !== null, []),
  );
  const pro = usage.data?.entitlements.customTemplates === true;
  const close = useCallback(() => setOpen(null), []);

  const mine = templates.data?.templates ?? [];
  const use = (template: Template) => {
    if (isGoalLimitReached(usage.data)) {
      navigate('/upgrade');
      return;
    }
    start.mutate(
      { template, input: {} },
      {
        onSuccess: (goal) => {
          toast({
            title: t('templates.mine.started'),
            description: t('templates.mine.startedText', { title: goal.title }),
            variant: 'success',
          });
          onStarted?.(goal);
        },
        onError: (error) =>
          toast({
            title: t('templates.mine.startFailed'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmDelete = (template: Template) => {
    setOpen(null);
    headingRef.current?.focus();
    remove.mutate(template, {
      onSuccess: () => toast({ title: t('templates.deleteDialog.deleted'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('templates.deleteDialog.failed'),
          description: errorText(error),
          variant: 'destructive',
        }),
    });
  };

  const show = (next: Open) => {
    focus.remember();
    setOpen(next);
  };

  return (
    <div className="mt-4" data-testid="my-templates">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg focus:outline-none">
        {t('templates.mine.title')}
      </h3>
      {templates.isPending ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          <span className="sr-only" role="status">
            {t('templates.mine.loading')}
          </span>
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl max-sm:hidden" />
        </div>
      ) : null}
      {templates.isError ? (
        <div
          className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-muted px-4 py-3 text-sm"
          role="alert"
        >
          <span>{t('templates.mine.loadError')}</span>
          <Button size="sm" variant="outline" onClick={() => templates.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('templates.mine.retry')}
          </Button>
        </div>
      ) : null}
      {templates.isSuccess && mine.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-border border-dashed px-4 py-3 text-muted-foreground text-sm">
          {t('templates.mine.empty')}
        </p>
      ) : null}
      {!pro && mine.length > 0 ? (
        <p className="mt-1 text-muted-foreground text-sm">{t('templates.mine.readOnly')}</p>
      ) : null}
      {mine.length > 0 ? (
        <ul aria-labelledby={headingId} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {mine.map((template) => {
            const starting = start.isPending && start.variables?.template.id === template.id;
            return (
              <li
                key={template.id}
                className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
              >
                <button
                  type="button"
                  aria-label={t('templates.mine.useLabel', { title: template.title })}
                  aria-busy={starting || undefined}
                  disabled={starting}
                  onClick={() => use(template)}
                  className="group flex flex-1 items-start gap-3 p-4 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:opacity-60"
                >
                  <span className="inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted text-muted-foreground">
                    {template.thumbUrl ? (
                      <img src={template.thumbUrl} alt="" className="size-full object-cover" loading="lazy" />
                    ) : (
                      <BookmarkCheck aria-hidden="true" className="size-5" />
                    )}
                  </span>
                  <span className="grid min-w-0 flex-1 gap-1.5">
                    <span className="break-words font-semibold leading-snug">{template.title}</span>
                    {template.description ? (
                      <span className="line-clamp-2 break-words text-muted-foreground text-sm">
                        {template.description}
                      </span>
                    ) : null}
                    <span className="flex flex-wrap items-center gap-2">
                      <CategoryBadge category={template.category} />
                      {template.milestoneTitles.length > 0 ? (
                        <span className="text-muted-foreground text-xs">
                          {t('templates.mine.milestones', { count: template.milestoneTitles.length })}
                        </span>
                      ) : null}
                    </span>
                    {starting ? (
                      <span role="status" className="text-muted-foreground text-xs">
                        {t('templates.mine.starting')}
                      </span>
                    ) : null}
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </button>
                <div className="flex flex-wrap justify-end gap-1 border-border border-t px-2 py-1.5">
                  {pro ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('templates.mine.editLabel', { title: template.title })}
                      onClick={() => show({ kind: 'edit', template })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('templates.mine.edit')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    aria-label={t('templates.mine.deleteLabel', { title: template.title })}
                    onClick={() => show({ kind: 'delete', template })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('templates.mine.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Suspense fallback={null}>
        {open?.kind === 'edit' ? (
          <EditTemplateDialog
            template={open.template}
            onClose={close}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
      </Suspense>
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('templates.deleteDialog.title')}
          description={t('templates.deleteDialog.text', { title: open.template.title })}
          cancelLabel={t('templates.deleteDialog.cancel')}
          confirmLabel={
            <>
              <Trash2 aria-hidden="true" />
              {t('templates.deleteDialog.confirm')}
            </>
          }
          onConfirm={() => confirmDelete(open.template)}
          onClose={close}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}
