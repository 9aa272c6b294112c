// @vitest-environment happy-dom
import type { AdminDocument } from '@common/documents';
import { screen, within } from '@testing-library/react';
import { renderWithToaster, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { ADMIN_DOCUMENTS_KEY } from '../documents/documents-api';
import DocumentsTab from './documents-tab';

const fetchMock = stubFetch();

const doc = (slug: AdminDocument['slug'], title: string, markdown = ''): AdminDocument => ({
  slug,
  title,
  markdown,
  published: false,
  updatedAt: null,
  updatedBy: null,
});
const DOCUMENTS = [
  doc('privacy', 'Privacy policy', '# We keep little'),
  doc('terms', 'Terms of service'),
  doc('about', 'About Someday'),
];

function renderTab(language: 'en' | 'th' = 'en') {
  return renderWithToaster(<DocumentsTab />, {
    language,
    queryData: [[ADMIN_DOCUMENTS_KEY, { documents: DOCUMENTS }]],
  });
}

describe('the documents tab', () => {
  it('previews the Markdown as it is typed, without running any HTML', async () => {
    const { user } = await renderTab();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'We keep little' })).toBeTruthy();
    const content = screen.getByLabelText('Content (Markdown)');
    await user.clear(content);
    await user.type(content, '**Bold** <img src=x onerror=alert(1)>');
    expect(within(preview).getByText('Bold').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).getByText(/<img src=x/)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('saves title, Markdown and the published switch, and says so', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        ...DOCUMENTS[0],
        title: 'Privacy',
        published: true,
        updatedAt: new Date().toISOString(),
      }),
    );
    const { user } = await renderTab();
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Privacy');
    await user.click(screen.getByRole('switch', { name: 'Published: visible to everyone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Document saved')).length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/documents/privacy');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Privacy',
      markdown: '# We keep little',
      published: true,
    });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByRole('link', { name: /Open the public page/ }).getAttribute('href')).toBe(
      '/legal/privacy',
    );
  });

  it('shows the error when saving fails', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, { status: 500 }),
    );
    const { user } = await renderTab();
    await user.type(screen.getByLabelText('Content (Markdown)'), ' more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Could not save the document')).length).toBeGreaterThan(0);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('asks before switching away from unsaved changes', async () => {
    const { user } = await renderTab();
    await user.type(screen.getByLabelText('Content (Markdown)'), ' more');
    await user.selectOptions(screen.getByLabelText('Document'), 'terms');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByLabelText('Content (Markdown)') as HTMLTextAreaElement).value).toBe(
      '# We keep little more',
    );
    await user.selectOptions(screen.getByLabelText('Document'), 'terms');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Terms of service');
  });

  it('speaks Thai', async () => {
    await renderTab('th');
    expect(screen.getByRole('heading', { name: 'เอกสาร' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeTruthy();
  });
});
