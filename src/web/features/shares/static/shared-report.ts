/**
 * Sends the shared page's report form. Plain DOM, no React or i18next: the server-rendered page
 * runs it from its tiny island script, and the app's own route calls the same function. Every
 * text it shows was rendered into the form's data attributes in the reader's language.
 */
export async function sendReport(form: HTMLFormElement, fetcher: typeof fetch = fetch): Promise<void> {
  const texts = form.dataset;
  const status = document.getElementById(texts.status ?? '');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (text: string | undefined) => {
    if (status) status.textContent = text ?? '';
  };
  const token = window.location.pathname.split('/')[2] ?? '';
  const fields = new FormData(form);
  const details = String(fields.get('details') ?? '').trim();
  if (button) button.disabled = true;
  say(texts.sending);
  let answer = 0;
  try {
    const response = await fetcher(`/api/shared/${encodeURIComponent(token)}/report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: fields.get('reason'), details: details || null }),
    });
    answer = response.status;
  } catch {
    // Offline or refused: the generic text below says to try again.
  }
  if (button) button.disabled = false;
  if (answer >= 200 && answer < 300) {
    form.hidden = true;
    say(texts.thanks);
    return;
  }
  say(answer === 429 ? texts.rateLimited : answer === 404 ? texts.notFound : texts.failed);
}
