import { SESSION_EXPIRED_REDIRECT_MS } from '@common/limits';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from '@web/locales/resources';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { announceSessionExpired } from './session-expiry';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@web/components/ui/use-toast', () => ({ toast: toastMock }));

beforeAll(async () => {
  await i18n.init({ resources, ns: NAMESPACES, defaultNS: DEFAULT_NAMESPACE, lng: 'en' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session expiry: tell the user, then leave for /', () => {
  it('shows the destructive toast, then goes to / after the redirect delay', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });

    announceSessionExpired();

    expect(toastMock).toHaveBeenCalledWith({
      title: 'Session Expired',
      description: "You've been logged out. Redirecting to login...",
      variant: 'destructive',
    });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
