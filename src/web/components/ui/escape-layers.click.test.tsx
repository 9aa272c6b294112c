// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Toaster } from './toaster';
import { toast } from './use-toast';

/**
 * Radix makes a newly shown dialog or menu the top layer a render or two after it appears (it
 * announces each new layer with this event, then the other layers re-render). An Escape pressed
 * in between is the one these tests press.
 */
function pressEscapeWhenNextLayerJoins() {
  const press = () => {
    document.removeEventListener('dismissableLayer.update', press);
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
  };
  document.addEventListener('dismissableLayer.update', press);
  return () => document.removeEventListener('dismissableLayer.update', press);
}

let stopPressing = () => {};
afterEach(() => stopPressing());

function Screen({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Play
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Close" aria-describedby={undefined}>
          <DialogTitle>Slideshow</DialogTitle>
          {nested ? (
            <button type="button" onClick={() => setInner(true)}>
              Details
            </button>
          ) : null}
          <Dialog open={inner} onOpenChange={setInner}>
            <DialogContent closeLabel="Close details" aria-describedby={undefined}>
              <DialogTitle>Details</DialogTitle>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

describe('Escape right after a dialog or menu shows', () => {
  it('closes the dialog just opened, not the toast on screen', async () => {
    const { user } = await renderInteractive(<Screen />);
    act(() => void toast({ title: 'Goal restored' }));
    expect(await screen.findByText('Goal restored')).toBeTruthy();

    stopPressing = pressEscapeWhenNextLayerJoins();
    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(screen.queryByRole('dialog', { name: 'Slideshow' })).toBeNull();
    expect(screen.getByText('Goal restored')).toBeTruthy();
  });

  it('closes the dialog opened from another, and leaves the first open', async () => {
    const { user } = await renderInteractive(<Screen nested />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('dialog', { name: 'Slideshow' })).toBeTruthy();

    stopPressing = pressEscapeWhenNextLayerJoins();
    await user.click(screen.getByRole('button', { name: 'Details' }));

    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Slideshow' })).toBeTruthy();
  });

  it('closes the menu just opened, not the toast on screen', async () => {
    const { user } = await renderInteractive(
      <>
        <DropdownMenu>
          <DropdownMenuTrigger>More</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>Delete</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Goal restored' }));
    expect(await screen.findByText('Goal restored')).toBeTruthy();

    stopPressing = pressEscapeWhenNextLayerJoins();
    await user.click(screen.getByRole('button', { name: 'More' }));

    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByText('Goal restored')).toBeTruthy();
  });

  it('still closes a toast when nothing else is open', async () => {
    const { user } = await renderInteractive(<Screen />);
    act(() => void toast({ title: 'Goal restored' }));
    expect(await screen.findByText('Goal restored')).toBeTruthy();

    await user.keyboard('{Escape}');

    expect(screen.queryByText('Goal restored')).toBeNull();
  });
});
