import { describe, expect, it } from 'vitest';
import { BUILT_SHELL } from '../../../test-utils/built-shell';
import { sharedPageTemplate } from './shared-html';

const shell = BUILT_SHELL;

describe("the shared page's frame", () => {
  it('keeps the stylesheet and swaps the app and its preloads for the one script that can start it', () => {
    const html = sharedPageTemplate(shell, '/assets/shared-boot-x.js');
    expect(html).toContain(
      '<script type="module" src="/assets/shared-boot-x.js" data-app="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    // The server fills these in.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Someday</title>');
  });

  it('refuses a page it does not recognise rather than writing a broken one', () => {
    expect(() => sharedPageTemplate('<html></html>', '/x.js')).toThrow();
  });
});
