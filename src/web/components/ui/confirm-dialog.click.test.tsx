// @vitest-environment happy-dom
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

async function openDialog() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = await renderInteractive(
    <ConfirmDialog
      title="Delete this goal?"
      description="Its memories go with it."
      confirmLabel="Delete"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return {
    ...view,
    onConfirm,
    onClose,
    dialog: view.getByRole('alertdialog', { name: 'Delete this goal?' }),
  };
}

describe('the confirmation dialog', () => {
  it('asks with its title and description and puts the safe choice first in focus', async () => {
    const { dialog, getByRole } = await openDialog();
    expect(dialog.textContent).toContain('Its memories go with it.');
    expect(document.activeElement).toBe(getByRole('button', { name: 'Keep it' }));
  });

  it('confirms only on the confirm button', async () => {
    const { user, getByRole, onConfirm } = await openDialog();
    await user.click(getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes without confirming on cancel and on Escape', async () => {
    const { user, getByRole, onConfirm, onClose } = await openDialog();
    await user.click(getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
