// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenShown } from './focus-heading';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a change of page', () => {
  it('focuses the main heading at once when it is there, keeping it out of the tab order', () => {
    document.body.innerHTML = '<header><h1>Not this</h1></header><main><h1>Your profile</h1></main>';
    const announced = vi.fn();
    focusHeadingWhenShown(document, announced);
    const heading = document.querySelector('main h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(announced).toHaveBeenCalledOnce();
  });

  it('waits for a heading that arrives later (a lazy screen, a first fetch)', async () => {
    document.body.innerHTML = '<main><p role="status">Loading…</p></main>';
    const announced = vi.fn();
    focusHeadingWhenShown(document, announced);
    expect(announced).not.toHaveBeenCalled();
    const main = document.querySelector('main') as HTMLElement;
    main.innerHTML = '<h1>Dive the reef</h1>';
    await vi.waitFor(() => expect(announced).toHaveBeenCalledOnce());
    expect(document.activeElement?.textContent).toBe('Dive the reef');
  });

  it('stops waiting when the next navigation cancels it', async () => {
    document.body.innerHTML = '<main></main>';
    const announced = vi.fn();
    const cancel = focusHeadingWhenShown(document, announced);
    cancel();
    (document.querySelector('main') as HTMLElement).innerHTML = '<h1>Late</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(announced).not.toHaveBeenCalled();
  });
});
