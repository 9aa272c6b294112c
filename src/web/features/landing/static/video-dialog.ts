/** The landing page's video in a dialog; loaded by the app only when the video button is pressed. */

type VideoDialog = { url: string; title: string; closeLabel: string; trigger: HTMLElement };

let opened = 0;

/**
 * A modal native dialog with the video: Escape and the close button close it, a click beside it
 * too, and focus goes back to the button that opened it.
 */
export function openVideoDialog({ url, title, closeLabel, trigger }: VideoDialog): HTMLDialogElement {
  opened += 1;
  const titleId = `learn-more-video-title-${opened}`;
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.className =
    'm-auto w-[calc(100%-2rem)] max-w-3xl rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl backdrop:bg-foreground/60 sm:p-6';

  const header = document.createElement('div');
  header.className = 'mb-4 flex items-start justify-between gap-4';
  const heading = document.createElement('h2');
  heading.id = titleId;
  heading.className = 'font-semibold text-lg';
  heading.textContent = title;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = closeLabel;
  close.className =
    'inline-flex h-9 items-center rounded-lg border border-input bg-card px-3 font-semibold text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  close.addEventListener('click', () => dialog.close());
  header.append(heading, close);

  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = title;
  frame.className = 'aspect-video w-full rounded-lg border-0';
  frame.allow = 'encrypted-media; picture-in-picture; fullscreen';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';

  dialog.append(header, frame);
  // A click on the backdrop lands on the dialog itself, never on its content.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    trigger.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return dialog;
}
