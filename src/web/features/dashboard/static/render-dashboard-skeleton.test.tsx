import { describe, expect, it } from 'vitest';
import { NAME_MARK, renderDashboardSkeletons } from './render-dashboard-skeleton';

describe("the dashboard's heading sent with the page", () => {
  const skeletons = renderDashboardSkeletons();

  it('is the main landmark with the welcome and the line under it, in each language', () => {
    expect(skeletons.en.named).toBe(
      '<main id="main" tabindex="-1" class="flex-1 focus:outline-none mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">' +
        `<h1 class="break-words font-bold text-3xl tracking-tight sm:text-4xl">Welcome, ${NAME_MARK}</h1>` +
        '<p class="mt-2 max-w-2xl text-lg text-muted-foreground">Here is your bucket list. Every big adventure starts with a single wish.</p></main>',
    );
    expect(skeletons.en.unnamed).toContain('>Welcome</h1>');
    expect(skeletons.th.named).toContain(`>ยินดีต้อนรับ ${NAME_MARK}</h1>`);
    expect(skeletons.th.unnamed).toContain('>ยินดีต้อนรับ</h1>');
  });
});
