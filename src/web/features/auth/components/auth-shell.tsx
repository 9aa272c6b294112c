import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { Card } from '@web/components/ui/card';
import type { ReactNode } from 'react';

/** Page frame of the authentication screens: one centred card with a heading. */
export function AuthShell({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader />
      <PageMain className="flex items-start justify-center bg-[radial-gradient(ellipse_at_top,var(--color-glow)_0%,transparent_60%)] px-4 py-10 sm:items-center sm:py-16">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 text-center">
            {icon ? (
              <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
                {icon}
              </span>
            ) : null}
            <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
            {subtitle ? <div className="mt-2 text-muted-foreground">{subtitle}</div> : null}
          </div>
          {children}
        </Card>
      </PageMain>
      <SiteFooter />
    </>
  );
}
