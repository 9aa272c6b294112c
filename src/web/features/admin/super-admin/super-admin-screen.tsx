import { PageMain } from '@web/components/layout/page-main';
import { Badge } from '@web/components/ui/badge';
import { TextLink } from '@web/components/ui/text-link';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { AdminGate, type AdminIdentity } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { AdministratorsPanel } from './administrators-panel';
import { AuditLogPanel } from './audit-log-panel';
import { FeatureSwitchesPanel } from './feature-switches-panel';

const SECTIONS = ['admins', 'audit', 'features'] as const;
type Section = (typeof SECTIONS)[number];

/** The open section from `?tab=`; anything else is the administrators. */
export function sectionFromParam(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? 'admins';
}

function SuperAdminSections({ user }: { user: AdminIdentity }) {
  const { t } = useTranslation('superAdmin');
  const [params, setParams] = useSearchParams();
  const current = sectionFromParam(params.get('tab'));
  const panels: Record<Section, React.ReactNode> = {
    admins: <AdministratorsPanel me={user} />,
    audit: <AuditLogPanel />,
    features: <FeatureSwitchesPanel />,
  };
  return (
    <Tabs.Root
      value={current}
      // A section's own filters and paging belong to it: another section starts clean.
      onValueChange={(value) => setParams({ tab: value })}
      className="grid min-w-0 gap-6"
    >
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <Tabs.List
          aria-label={t('sections.label')}
          className="inline-flex min-w-max gap-1 rounded-xl border border-border bg-muted/60 p-1"
        >
          {SECTIONS.map((section) => (
            <Tabs.Trigger
              key={section}
              value={section}
              className={cn(
                'inline-flex h-9 items-center whitespace-nowrap rounded-lg px-3 font-medium text-muted-foreground text-sm transition-colors',
                'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              )}
            >
              {t(`sections.${section}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {SECTIONS.map((section) => (
        <Tabs.Content key={section} value={section} className="min-w-0 focus-visible:outline-none">
          {section === current ? panels[section] : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** `/super-admin`: super administrators only; administrators, the audit log and the feature switches. */
export function SuperAdminScreen() {
  const { t } = useTranslation(['superAdmin', 'admin']);
  return (
    <AdminGate superAdminOnly>
      {(user) => (
        <div className="flex min-h-dvh flex-col">
          <AdminHeader />
          <PageMain className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
            <TextLink to="/admin" className="inline-flex w-fit items-center gap-1 text-sm">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('superAdmin:backToAdmin')}
            </TextLink>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-bold text-2xl sm:text-3xl">{t('superAdmin:title')}</h1>
              <Badge>{t(`admin:header.roles.${user.role}`)}</Badge>
            </div>
            <SuperAdminSections user={user} />
          </PageMain>
        </div>
      )}
    </AdminGate>
  );
}
