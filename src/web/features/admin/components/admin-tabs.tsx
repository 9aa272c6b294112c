import { Badge } from '@web/components/ui/badge';
import { PageLoading } from '@web/components/ui/page-loading';
import { SectionErrorBoundary } from '@web/features/client-errors';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Tabs } from 'radix-ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type TabId =
  | 'overview'
  | 'users'
  | 'goals'
  | 'moderation'
  | 'support'
  | 'documents'
  | 'images'
  | 'backgrounds'
  | 'settings'
  | 'seo'
  | 'monitoring';

type TabDef = { id: TabId; Panel?: LazyExoticComponent<ComponentType> };

// Each tab is its own chunk, fetched the first time it is opened. Tabs without a Panel have no
// server side yet: listed so the area's shape is known, but disabled and marked as coming.
const TABS: readonly TabDef[] = [
  { id: 'overview', Panel: lazy(() => import('../tabs/overview-tab')) },
  { id: 'users', Panel: lazy(() => import('../tabs/users-tab')) },
  { id: 'goals', Panel: lazy(() => import('../tabs/goals-tab')) },
  { id: 'moderation', Panel: lazy(() => import('../tabs/moderation-tab')) },
  { id: 'support', Panel: lazy(() => import('../tabs/support-tab')) },
  { id: 'documents', Panel: lazy(() => import('../tabs/documents-tab')) },
  { id: 'images', Panel: lazy(() => import('../tabs/images-tab')) },
  { id: 'backgrounds', Panel: lazy(() => import('../tabs/backgrounds-tab')) },
  { id: 'settings', Panel: lazy(() => import('../tabs/site-settings-tab')) },
  { id: 'seo', Panel: lazy(() => import('../tabs/seo-tab')) },
  { id: 'monitoring', Panel: lazy(() => import('../tabs/monitoring-tab')) },
];

export const DEFAULT_TAB: TabId = 'overview';

/** The open tab from `?tab=`; an unknown or unavailable one is the overview. */
export function tabFromParam(value: string | null): TabId {
  return TABS.find((tab) => tab.id === value && tab.Panel)?.id ?? DEFAULT_TAB;
}

export function AdminTabs() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const current = tabFromParam(params.get('tab'));
  const list = useRef<HTMLDivElement>(null);

  // On a phone the open tab may sit beyond the list's edge (a link to ?tab=settings): bring it in.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>(`[data-tab="${current}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Tabs.Root
      value={current}
      // A tab's own parameters (search, page) belong to it: a new tab starts clean.
      onValueChange={(value) => setParams({ tab: value })}
      className="grid min-w-0 gap-6"
    >
      {/* On a phone the list scrolls sideways instead of wrapping into a wall of tabs. */}
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <Tabs.List
          ref={list}
          aria-label={t('tabs.label')}
          className="inline-flex min-w-max gap-1 rounded-xl border border-border bg-muted/60 p-1"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              data-tab={tab.id}
              disabled={!tab.Panel}
              className={cn(
                'inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-lg px-3 font-medium text-muted-foreground text-sm transition-colors',
                'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
                'disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:text-muted-foreground',
              )}
            >
              {t(`tabs.${tab.id}`)}
              {tab.Panel ? null : <Badge className="font-medium">{t('tabs.comingSoon')}</Badge>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {TABS.map(({ id, Panel }) =>
        Panel ? (
          <Tabs.Content key={id} value={id} className="min-w-0 focus-visible:outline-none">
            <SectionErrorBoundary section="Admin Dashboard">
              <Suspense fallback={<PageLoading label={t('tabs.loading')} />}>
                <Panel />
              </Suspense>
            </SectionErrorBoundary>
          </Tabs.Content>
        ) : null,
      )}
    </Tabs.Root>
  );
}
