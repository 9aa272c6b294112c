import type { Category } from '@common/goals';
import { cn } from '@web/lib/utils';
import { useState } from 'react';
import { CATEGORY_GRADIENTS, CATEGORY_ICONS } from '../lib/categories';

/**
 * A goal's picture, or a gradient with its category icon when it has none (or it fails to
 * load). Decorative: the goal's title is always next to it.
 */
export function GoalVisual({
  src,
  category,
  className,
  iconClassName,
  fit = 'cover',
  loading = 'lazy',
}: {
  src: string | null;
  category: Category;
  className?: string;
  iconClassName?: string;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Icon = CATEGORY_ICONS[category];
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'flex size-full items-center justify-center text-white',
        CATEGORY_GRADIENTS[category],
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-12 opacity-90', iconClassName)} />
    </div>
  );
}
