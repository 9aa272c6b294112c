import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists, quotes, code and emphasis', () => {
    const html = renderMarkdown(
      '## Data\n\nWe keep **little** and *less*.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n```\n<b>code</b>\n```\n\n---',
    );
    for (const part of [
      '<h2>Data</h2>',
      '<p>We keep <strong>little</strong> and <em>less</em>.</p>',
      '<li>one</li>',
      '<ol>\n<li>first</li>',
      '<blockquote>\n<p>quoted</p>',
      '<pre><code>&lt;b&gt;code&lt;/b&gt;',
      '<hr>',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('shows typed HTML as text, images as their description, and keeps only safe link addresses', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderMarkdown('Hi <img src=x onerror=alert(1)> there')).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt; there</p>',
    );
    expect(renderMarkdown('![pic](https://tracker.example/p.png)')).toBe('<p>pic</p>');
    expect(renderMarkdown('[a](https://example.com?a=1&b=2) [b](/legal/terms) [c](javascript:void)')).toBe(
      '<p><a href="https://example.com?a=1&amp;b=2">a</a> <a href="/legal/terms">b</a> c</p>',
    );
    expect(renderMarkdown('[x](//evil.example)')).toBe('<p>x</p>');
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('javascript');
    expect(renderMarkdown('[x](JaVaScRiPt:alert(1))')).not.toContain('alert');
    expect(renderMarkdown('`**not bold**`')).toBe('<p><code>**not bold**</code></p>');
  });
});
