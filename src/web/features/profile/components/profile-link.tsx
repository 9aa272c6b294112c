import { Button } from '@web/components/ui/button';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The header's way to /profile: the user's picture (or a figure) and "Profile"; on narrow screens
 * the word is for screen readers only, so the header still fits.
 */
export function ProfileLink({ image }: { image?: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size="sm" className="h-10">
      <Link to="/profile">
        {image ? (
          <img src={image} alt="" className="size-6 rounded-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" />
        )}
        <span className="sr-only sm:not-sr-only">{t('actions.profile')}</span>
      </Link>
    </Button>
  );
}
