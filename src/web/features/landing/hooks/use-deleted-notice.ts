import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** ?deleted=1 shows a notice once and is then removed from the address bar. */
export function useDeletedNotice(): { visible: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const flagged = params.get('deleted') === '1';
  const [visible, setVisible] = useState(flagged);

  useEffect(() => {
    if (!flagged) return;
    setVisible(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('deleted');
        return next;
      },
      { replace: true },
    );
  }, [flagged, setParams]);

  return { visible, dismiss: () => setVisible(false) };
}
