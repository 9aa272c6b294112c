import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { toast } from '@web/components/ui/use-toast';
import { useMeta } from '@web/features/meta';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { KeyRound, Link2, Unlink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useLinkSocial } from '../api/link-social';
import { CREDENTIAL_PROVIDER, type LinkedAccount, useAccounts } from '../api/list-accounts';
import { useUnlinkAccount } from '../api/unlink-account';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { ProfileSection } from './profile-section';
import { SectionLoadError, SectionLoading } from './section-states';

const LINK_ERRORS = [
  "email_doesn't_match",
  // better-auth 1.7's spelling of "email_doesn't_match".
  'email_does_not_match',
  'account_already_linked_to_different_user',
  'unable_to_link_account',
] as const;
type LinkErrorKey = (typeof LINK_ERRORS)[number] | 'generic';

function linkErrorKey(code: string): LinkErrorKey {
  return (LINK_ERRORS as readonly string[]).includes(code) ? (code as LinkErrorKey) : 'generic';
}

type Row = { providerId: string; name: string; account: LinkedAccount | undefined; linkable: boolean };

/** Section 8: the password and the social providers, linked or not; link one, unlink one. */
export function LinkedAccountsSection() {
  const { t } = useTranslation(['profile', 'common']);
  const errorText = useProfileErrorText();
  const accounts = useAccounts();
  const meta = useMeta();
  const [params, setParams] = useSearchParams();
  // A provider that refused the link sends the user back with ?error=.
  const returnedError = params.get('error');

  const providers = meta.data?.socialProviders ?? [];
  const linked = accounts.data ?? [];
  const rows: Row[] = [];
  const password = linked.find((account) => account.providerId === CREDENTIAL_PROVIDER);
  if (password) {
    rows.push({
      providerId: CREDENTIAL_PROVIDER,
      name: t('accounts.password'),
      account: password,
      linkable: false,
    });
  }
  for (const provider of providers) {
    rows.push({
      providerId: provider.id,
      name: provider.name,
      account: linked.find((account) => account.providerId === provider.id),
      linkable: true,
    });
  }
  // Accounts of providers this site no longer offers can still be unlinked.
  for (const account of linked) {
    if (account.providerId === CREDENTIAL_PROVIDER) continue;
    if (providers.some((provider) => provider.id === account.providerId)) continue;
    rows.push({ providerId: account.providerId, name: account.providerId, account, linkable: false });
  }
  const onlyOne = linked.length <= 1;

  let content: ReactNode;
  if (accounts.isPending || meta.isPending) {
    content = <SectionLoading rows={2} rowClassName="h-14 w-full" />;
  } else if (accounts.isError) {
    content = (
      <SectionLoadError
        title={t('accounts.loadError')}
        text={errorText(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else {
    content = (
      <>
        <ul className="grid divide-y divide-border rounded-xl border border-border">
          {rows.map((row) => (
            <AccountRow key={row.account?.id ?? row.providerId} row={row} onlyOne={onlyOne} />
          ))}
        </ul>
        {providers.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('accounts.noProviders')}</p>
        ) : null}
      </>
    );
  }

  return (
    <ProfileSection id="accounts" title={t('sections.accounts')} description={t('accounts.description')}>
      {returnedError ? (
        <div className="grid justify-items-start gap-2">
          <ErrorAlert
            title={t('accounts.linkFailed')}
            text={t(`accounts.linkErrors.${linkErrorKey(returnedError)}`)}
          />
          <Button
            variant="link"
            onClick={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete('error');
                  next.delete('error_description');
                  return next;
                },
                { replace: true },
              )
            }
          >
            {t('common:actions.dismiss')}
          </Button>
        </div>
      ) : null}
      {content}
    </ProfileSection>
  );
}

function AccountRow({ row, onlyOne }: { row: Row; onlyOne: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const link = useLinkSocial();
  const unlink = useUnlinkAccount();
  const explanationId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const { account } = row;
  const isPassword = row.providerId === CREDENTIAL_PROVIDER;

  let action: ReactNode = null;
  if (account && !isPassword) {
    action = (
      <Button
        variant="outline"
        size="sm"
        disabled={onlyOne}
        aria-describedby={onlyOne ? explanationId : undefined}
        aria-label={t('accounts.unlinkLabel', { provider: row.name })}
        loading={unlink.isPending}
        onClick={() =>
          unlink.mutate(
            { providerId: account.providerId, accountId: account.accountId },
            {
              onSuccess: () =>
                toast({ title: t('accounts.unlinked', { provider: row.name }), variant: 'success' }),
              onError: (error) =>
                toast({
                  title: t('accounts.unlinkFailed'),
                  description: errorText(error),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        <Unlink aria-hidden="true" />
        {t('accounts.unlink')}
      </Button>
    );
  } else if (!account && row.linkable) {
    action = (
      <Button
        variant="outline"
        size="sm"
        aria-label={t('accounts.linkLabel', { provider: row.name })}
        // The page is left for the provider on success, so the spinner stays until then.
        loading={link.isPending || link.isSuccess}
        onClick={() =>
          link.mutate(
            { provider: row.providerId },
            {
              onError: (error) =>
                toast({
                  title: t('accounts.linkFailed'),
                  description: errorText(error),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        <Link2 aria-hidden="true" />
        {t('accounts.link')}
      </Button>
    );
  }

  return (
    <li className="grid gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {isPassword ? (
          <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-5 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground text-xs"
          >
            {row.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="grid min-w-0 flex-1">
          <span className="font-medium">{row.name}</span>
          <span className="text-muted-foreground text-xs">
            {account
              ? t('accounts.linkedOn', { date: formatDate(account.createdAt, language) ?? '' })
              : t('accounts.notLinked')}
          </span>
        </div>
        {action}
      </div>
      {account && !isPassword && onlyOne ? (
        <p id={explanationId} className="text-muted-foreground text-xs">
          {t('accounts.lastAccount')}
        </p>
      ) : null}
    </li>
  );
}
