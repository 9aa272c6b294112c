// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { MediaPicker } from './media-picker';

const clip = new File(['x'], 'take-off.mp4', { type: 'video/mp4' });

const picker = (uploadPercent: number | null) => (
  <MediaPicker
    id="file"
    kind="video"
    accept="video/mp4"
    file={clip}
    disabled={uploadPercent !== null}
    invalid={false}
    hintId="hint"
    uploadPercent={uploadPercent}
    onPick={() => {}}
  />
);

describe('MediaPicker upload progress', () => {
  it('shows the share of the video sent as a named bar with its percent', async () => {
    await renderInteractive(picker(42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading the video' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
  });

  it('says it in Thai', async () => {
    await renderInteractive(picker(7), { language: 'th' });
    expect(screen.getByRole('progressbar', { name: 'กำลังอัปโหลดวิดีโอ' })).toBeTruthy();
    expect(screen.getByText('กำลังอัปโหลด… 7%')).toBeTruthy();
  });

  it('shows no bar when nothing is uploading', async () => {
    await renderInteractive(picker(null));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
