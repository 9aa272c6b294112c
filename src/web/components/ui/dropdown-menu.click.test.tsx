// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

afterEach(cleanup);

function Menu({ onSelect = () => {} }: { onSelect?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>More</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onSelect}>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A menu its owner opens, from a button of its own. */
function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show actions
      </button>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger>More</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

describe('a dropdown menu', () => {
  it('puts a closed menu on the page in one commit, however many there are', () => {
    const commits: string[] = [];
    render(
      <Profiler id="menus" onRender={(_id, phase) => commits.push(phase)}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical menus
          <Menu key={index} />
        ))}
      </Profiler>,
    );
    // A second commit right after the first would be a synchronous re-render, which also runs the
    // first one's effects in the same task: a closed menu has nothing to re-render for.
    expect(commits).toEqual(['mount']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with the keyboard, runs the chosen item and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Menu onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    // Opened from the keyboard, the menu's first item takes the focus.
    expect(document.activeElement).toBe(item);
    // The open menu hides the rest of the page from assistive technology.
    expect(screen.getByRole('button', { name: 'More', hidden: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with a press, closes on Escape and opens again', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'More' });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(await screen.findByRole('menuitem', { name: 'Delete' }));
  });

  it('opened by its owner, it gives the focus back to its button when it closes', async () => {
    const user = userEvent.setup();
    render(<OpenedFromOutside />);
    await user.click(screen.getByRole('button', { name: 'Show actions' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));
  });
});
