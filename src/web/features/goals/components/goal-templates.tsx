import { useTranslation } from '@web/lib/use-translation';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { CATEGORY_GRADIENTS } from '../lib/categories';
import { GOAL_TEMPLATES, type GoalTemplate } from '../lib/templates';
import { CategoryBadge } from './category-badge';

/**
 * Sample goals that open the add dialog already filled in; `mine` (the member's own templates)
 * comes first.
 */
export function GoalTemplates({
  onPick,
  mine,
}: {
  onPick: (template: GoalTemplate) => void;
  mine?: ReactNode;
}) {
  const { t } = useTranslation('goals');
  return (
    <section aria-labelledby="goal-templates-title" className="mt-12">
      <h2 id="goal-templates-title" className="font-semibold text-xl">
        {t('templates.title')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('templates.subtitle')}</p>
      {mine}
      {mine ? (
        <h3 className="mt-6 font-semibold text-lg" id="goal-templates-samples">
          {t('templates.mine.samples')}
        </h3>
      ) : null}
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {/* Below the goals on a first load: each idea is laid out and painted only when it comes
            near, as the goal cards are, so the dashboard's first layout leaves them out. What it
            paints is clipped to its box, so the box reaches past the button by its focus ring. */}
        {GOAL_TEMPLATES.map((template) => {
          const Icon = template.icon;
          const title = t(`templates.items.${template.id}.title`);
          return (
            <li
              key={template.id}
              className="-m-1 flex p-1 [contain-intrinsic-height:auto_6.5rem] [content-visibility:auto]"
            >
              <button
                type="button"
                aria-label={t('templates.useLabel', { title })}
                onClick={() => onPick(template)}
                className="group flex w-full items-start gap-3 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <span
                  className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white ${CATEGORY_GRADIENTS[template.category]}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid min-w-0 flex-1 gap-1.5">
                  <span className="font-semibold leading-snug">{title}</span>
                  <span className="line-clamp-2 text-muted-foreground text-sm">
                    {t(`templates.items.${template.id}.description`)}
                  </span>
                  <span>
                    <CategoryBadge category={template.category} />
                  </span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
