// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderWithToaster, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { ADMIN_SETTINGS_KEY } from '../api/admin-keys';
import SiteSettingsTab from './site-settings-tab';

const fetchMock = stubFetch();

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const refused = () =>
  Response.json(
    { error: { code: 'VIDEO_URL_NOT_ALLOWED', message: 'Only YouTube links are allowed.' } },
    { status: 400 },
  );

function renderTab(language: 'en' | 'th' = 'en', current: string | null = null) {
  return renderWithToaster(<SiteSettingsTab />, {
    language,
    queryData: [[ADMIN_SETTINGS_KEY, { learnMoreVideoUrl: current }]],
  });
}

describe('the site settings tab', () => {
  it('says why a link was refused', async () => {
    fetchMock.mockResolvedValue(refused());
    const { user } = await renderTab();
    expect(screen.getByText("No video is set: visitors don't see the button.")).toBeTruthy();
    await user.type(screen.getByLabelText('YouTube link'), 'https://vimeo.com/1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Error updating settings')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Only a YouTube link can be shown/).length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/settings');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ learnMoreVideoUrl: 'https://vimeo.com/1' });
  });

  it('says it in Thai too', async () => {
    fetchMock.mockResolvedValue(refused());
    const { user } = await renderTab('th');
    await user.type(screen.getByLabelText('ลิงก์ YouTube'), 'https://vimeo.com/1');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findAllByText('อัปเดตการตั้งค่าไม่สำเร็จ')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/แสดงได้เฉพาะลิงก์ YouTube เท่านั้น/).length).toBeGreaterThan(0);
  });

  it('saves a link as the stored embed, shows it, and removes it', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ learnMoreVideoUrl: EMBED }));
    const { user } = await renderTab();
    expect(screen.queryByRole('button', { name: 'Remove video' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Paste a YouTube link first.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('YouTube link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Video saved')).length).toBeGreaterThan(0);
    expect(screen.getByTitle('Preview of the landing page video').getAttribute('src')).toBe(EMBED);
    expect((screen.getByLabelText('YouTube link') as HTMLInputElement).value).toBe(EMBED);

    fetchMock.mockResolvedValueOnce(Response.json({ learnMoreVideoUrl: null }));
    await user.click(screen.getByRole('button', { name: 'Remove video' }));
    expect((await screen.findAllByText('Video removed')).length).toBeGreaterThan(0);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ learnMoreVideoUrl: null });
    expect(screen.getByText("No video is set: visitors don't see the button.")).toBeTruthy();
  });
});
