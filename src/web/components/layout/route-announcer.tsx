import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusHeadingWhenShown } from './focus-heading';

/**
 * After every change of page (not the first load, where the skip link comes first): focus moves to
 * the new page's main heading and its title is read out, as a screen reader does on a full load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setMessage('');
    return focusHeadingWhenShown(document, () => setMessage(document.title));
  }, [pathname]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
