/**
 * What the throwaway worker runs: the kinds of formatters the signed-in screens make (counts,
 * sizes, days), then it ends itself.
 */
export function warmIntlSource(locale: string): string {
  const at = JSON.stringify(locale);
  return [
    `new Intl.NumberFormat(${at}).format(1);`,
    `new Intl.NumberFormat(${at}, { style: 'unit', unit: 'megabyte' }).format(1);`,
    `new Intl.DateTimeFormat(${at}, { dateStyle: 'medium' }).format(0);`,
    `new Intl.PluralRules(${at}).select(1);`,
    'close();',
  ].join('\n');
}

/**
 * The first `Intl` formatter a page makes loads the language's ICU data: about 30 ms on a quick
 * machine and well over 100 ms on a slow phone, inside whichever render needs it first. That data
 * is kept for the whole page process, so a throwaway worker that makes the same kinds of
 * formatters first leaves the page's own first ones nearly free (0.2 ms instead of 28-35 ms,
 * measured in Chromium): docs/decisions/0021-dashboard-start-second-pass.md.
 */
export function warmIntl(locale: string): void {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([warmIntlSource(locale)], { type: 'text/javascript' }));
  const end = () => URL.revokeObjectURL(url);
  try {
    new Worker(url).addEventListener('error', end);
    // The worker closes itself; the address is let go once it has surely been read.
    setTimeout(end, 10_000);
  } catch {
    // A page that may not start workers pays the load later, in its first render that formats.
    end();
  }
}
