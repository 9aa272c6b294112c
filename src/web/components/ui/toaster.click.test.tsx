// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('shows a toast asked for before it was mounted (it loads after the first screen)', async () => {
    const early = toast({ title: 'Goal saved', description: 'It is on your list.' });
    await renderInteractive(<Toaster />);
    expect(await screen.findByText('Goal saved')).toBeTruthy();
    expect(screen.getByText('It is on your list.')).toBeTruthy();
    early.dismiss();
  });
});
