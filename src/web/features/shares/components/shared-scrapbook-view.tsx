import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { CustomCategoryBadge } from '@web/features/categories';
import { MemoryGrid, MemoryTile } from '@web/features/memories';
import { MilestoneProgress } from '@web/features/milestones';
import { useTranslation } from '@web/lib/use-translation';
import { BookImage, CalendarCheck, Eye, Heart, Home, Loader2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSharedScrapbook } from '../api/get-shared-scrapbook';
import { type SharedScrapbookView, sharedScrapbookView } from '../lib/shared-view';
import { ReportForm } from './report-form';

function SharedLoading() {
  const { t } = useTranslation('shares');
  return (
    <PageMain className="flex flex-1 items-center justify-center p-8">
      <div role="status" aria-live="polite" className="flex items-center gap-3 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
        <span>{t('shared.loading')}</span>
      </div>
    </PageMain>
  );
}

function SharedNotFound() {
  const { t } = useTranslation('shares');
  return (
    <PageMain className="flex flex-1 items-center justify-center p-8">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <BookImage aria-hidden="true" className="size-12 text-muted-foreground" />
        <h1 className="font-bold text-2xl">{t('shared.notFound')}</h1>
        <p className="text-muted-foreground">{t('shared.notFoundText')}</p>
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            {t('shared.home')}
          </Link>
        </Button>
      </div>
    </PageMain>
  );
}

function SharedContent({ view }: { view: SharedScrapbookView }) {
  const { t } = useTranslation('shares');
  const { t: tGoals } = useTranslation('goals');
  return (
    <>
      <PageMain className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="grid gap-3 text-center">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{view.title}</h1>
          <div className="flex flex-wrap items-center justify-center gap-3 text-muted-foreground text-sm">
            <span className="flex items-center gap-1.5">
              <CalendarCheck aria-hidden="true" className="size-4" />
              {view.completedOn ? t('shared.completed', { date: view.completedOn }) : t('shared.recently')}
            </span>
            <span className="flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {t('shared.views', { count: view.viewCount })}
            </span>
            <Badge>{tGoals(`categories.${view.category}`)}</Badge>
            {view.customCategory ? <CustomCategoryBadge category={view.customCategory} /> : null}
          </div>
          {view.description ? (
            <p className="mx-auto max-w-2xl whitespace-pre-line text-lg text-muted-foreground">
              {view.description}
            </p>
          ) : null}
        </div>

        <section className="shared-wish mx-auto mt-8 grid max-w-3xl overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {view.wish.imageUrl ? (
            <img
              src={view.wish.imageUrl}
              alt={t('shared.wishImage', { title: view.wish.title })}
              className="aspect-[4/3] size-full object-cover"
            />
          ) : (
            <div aria-hidden="true" className="flex aspect-[4/3] items-center justify-center bg-muted">
              <Sparkles className="size-10 text-muted-foreground" />
            </div>
          )}
          <div className="flex flex-col justify-center gap-2 p-5">
            <h2 className="font-semibold text-xl">{view.wish.title}</h2>
            {view.wish.description ? (
              <p className="whitespace-pre-line text-muted-foreground">{view.wish.description}</p>
            ) : null}
            <MilestoneProgress progress={view.wish.progress} className="mt-2" />
          </div>
        </section>

        <section aria-labelledby="shared-memories-title" className="mt-10 grid gap-4">
          <h2 id="shared-memories-title" className="font-semibold text-2xl">
            {t('shared.memories')}
          </h2>
          {view.memories.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-border border-dashed bg-card p-8 text-center">
              <BookImage aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-semibold text-lg">{t('shared.noMemories')}</p>
              <p className="text-muted-foreground text-sm">{t('shared.noMemoriesText')}</p>
            </div>
          ) : (
            <MemoryGrid>
              {view.memories.map((memory) => (
                <MemoryTile key={memory.id} memory={memory} />
              ))}
            </MemoryGrid>
          )}
        </section>
      </PageMain>
      <div className="border-border border-t bg-card">
        <div className="mx-auto grid w-full max-w-6xl gap-3 px-4 py-8 text-center text-muted-foreground text-sm sm:px-6">
          <p className="flex items-center justify-center gap-2">
            <Heart aria-hidden="true" className="size-4 text-primary" />
            {t('shared.createdWith')}
          </p>
          <p>
            <Button asChild variant="outline" size="sm">
              <Link to="/account?mode=register">{t('shared.createYourOwn')}</Link>
            </Button>
          </p>
          <p className="flex flex-wrap justify-center gap-x-4">
            {view.sharedOn ? <span>{t('shared.sharedOn', { date: view.sharedOn })}</span> : null}
            {view.expiresOn ? <span>{t('shared.expiresOn', { date: view.expiresOn })}</span> : null}
          </p>
          <ReportForm />
        </div>
      </div>
    </>
  );
}

function SharedFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col">
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}

/**
 * The page for a scrapbook already read, or for a dead link (`view` null): what the server renders
 * for `/shared/:token` (static/render-shared.tsx), and the app once its request answered.
 */
export function SharedScrapbookPage({ view }: { view: SharedScrapbookView | null }) {
  return <SharedFrame>{view ? <SharedContent view={view} /> : <SharedNotFound />}</SharedFrame>;
}

/** The public shared scrapbook: no session needed; loading, not found, or the book. */
export function SharedScrapbookScreen({ token }: { token: string }) {
  const { i18n } = useTranslation('shares');
  const query = useSharedScrapbook(token);
  if (query.isPending) {
    return (
      <SharedFrame>
        <SharedLoading />
      </SharedFrame>
    );
  }
  const view = query.isError || !query.data ? null : sharedScrapbookView(query.data, i18n.resolvedLanguage);
  return <SharedScrapbookPage view={view} />;
}
