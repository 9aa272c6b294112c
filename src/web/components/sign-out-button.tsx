import { Button, type ButtonProps } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useSignOut } from '@web/lib/sign-out';
import { useTranslation } from '@web/lib/use-translation';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';

export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation(['common', 'dashboard']);
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      {...props}
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => navigate('/', { replace: true }),
          onError: () => toast({ title: t('dashboard:signOutFailed'), variant: 'destructive' }),
        })
      }
    >
      {signOut.isPending ? null : <LogOut aria-hidden="true" />}
      {t('actions.signOut')}
    </Button>
  );
}
