import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@web/features/auth';

/**
 * Who opened this session from the admin area (their user id), or null for a person's own
 * session. Read from the session the app already has, so asking costs nothing.
 */
export function useImpersonatedBy(): string | null {
  const { data } = useQuery({
    ...sessionQueryOptions(),
    select: (payload) => {
      const session = payload?.session as { impersonatedBy?: unknown } | undefined;
      return typeof session?.impersonatedBy === 'string' && session.impersonatedBy
        ? session.impersonatedBy
        : null;
    },
  });
  return data ?? null;
}
