import type { Goal, GoalStatus } from '@common/goals';
import { useEscapeLayer } from '@web/components/ui/escape-layers';
import { usePrefersReducedMotion } from '@web/lib/use-reduced-motion';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { CalendarDays, ChevronLeft, ChevronRight, CircleCheck, Images, Pause, Play, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { formatCalendarDate, formatDay } from '../lib/dates';
import { SLIDE_INTERVAL_MS, swipeDirection, wrapIndex } from '../lib/slideshow';
import { CategoryBadge } from './category-badge';
import { GoalVisual } from './goal-visual';

// White icons on a dark translucent circle stay readable over any picture: the circle is at least
// #666 even over pure white (5.7:1 with white), and its light rim shows it over dark pictures.
const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white shadow-lg ring-1 ring-white/50 transition-colors hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black [&_svg]:size-5';

const isSpace = (key: string) => key === ' ' || key === 'Spacebar';

/**
 * Full-screen slideshow of goals: one goal at a time, a new one every 5 s unless
 * paused (from the start when the system asks for reduced motion); arrow keys, swipes and
 * buttons move, Space pauses, Esc closes.
 */
export function Slideshow({
  goals,
  status,
  onClose,
  onCloseAutoFocus,
}: {
  goals: Goal[];
  status: GoalStatus;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t, i18n } = useTranslation('goals');
  const [index, setIndex] = useState(0);
  // With reduced motion asked for, nothing moves by itself: Play starts it on request.
  const reduceMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(reduceMotion);
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const total = goals.length;
  const position = Math.min(index, Math.max(total - 1, 0));
  const goal = goals[position];
  const escapeKeyDown = useEscapeLayer(true, onClose);

  const go = useCallback((step: number) => setIndex((i) => wrapIndex(i, step, total)), [total]);

  // Auto-advance; any move (by timer, key or swipe) starts the 5 s afresh.
  useEffect(() => {
    if (paused || total < 2) return;
    const timer = setTimeout(() => setIndex(wrapIndex(position, 1, total)), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [position, paused, total]);

  // The next picture starts downloading while this one is on screen.
  useEffect(() => {
    if (total < 2) return;
    const next = goals[wrapIndex(position, 1, total)];
    if (next?.imageUrl) new Image().src = next.imageUrl;
  }, [position, goals, total]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (isSpace(event.key)) {
      // Space pauses wherever focus is, so it must not also press the focused button.
      event.preventDefault();
      if (!event.repeat) setPaused((p) => !p);
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (isSpace(event.key)) event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction !== 0) go(direction);
  };

  const title = status === 'completed' ? t('slideshow.completedTitle') : t('slideshow.activeTitle');
  const language = i18n.resolvedLanguage;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onEscapeKeyDown={escapeKeyDown}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-stone-950 text-white focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{t('slideshow.hint')}</DialogPrimitive.Description>

          <div className="relative z-10 flex items-center justify-between gap-3 p-3 sm:p-4">
            <p className="min-w-16 font-semibold text-sm tabular-nums" aria-hidden={total === 0}>
              {total > 0 ? t('slideshow.counter', { current: position + 1, total }) : null}
            </p>
            <div className="flex items-center gap-2">
              {total > 1 ? (
                <button
                  type="button"
                  className={ROUND_BUTTON}
                  aria-label={paused ? t('slideshow.play') : t('slideshow.pause')}
                  onClick={() => setPaused((p) => !p)}
                >
                  {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                </button>
              ) : null}
              <DialogPrimitive.Close className={ROUND_BUTTON} aria-label={t('slideshow.close')}>
                <X aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>

          {goal ? (
            <section
              aria-roledescription={t('slideshow.carousel')}
              aria-label={title}
              className="relative flex flex-1 touch-pan-y select-none flex-col overflow-hidden"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                pointer.current = null;
              }}
            >
              {/* WAI-ARIA carousel pattern: each slide is a group with the "slide" role description. */}
              {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a slide. */}
              <div
                key={goal.id}
                role="group"
                aria-roledescription={t('slideshow.slide')}
                aria-label={t('slideshow.slideLabel', { current: position + 1, total })}
                aria-live={paused ? 'polite' : 'off'}
                className="absolute inset-0 animate-fade-in"
              >
                <div className="absolute inset-0">
                  <GoalVisual
                    src={goal.imageUrl}
                    category={goal.category}
                    fit="contain"
                    loading="eager"
                    iconClassName="size-24 sm:size-32"
                  />
                </div>
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-5 pt-24 pb-8 sm:px-10 sm:pb-12">
                  <div className="mx-auto grid max-w-3xl gap-3">
                    <div>
                      <CategoryBadge category={goal.category} />
                    </div>
                    <h2 className="break-words font-bold text-3xl tracking-tight sm:text-5xl">
                      {goal.title}
                    </h2>
                    {goal.status === 'completed' && goal.completedAt ? (
                      <p className="flex items-center gap-2 text-lg text-white/90">
                        <CircleCheck aria-hidden="true" className="size-5" />
                        {t('card.completedOn', { date: formatDay(goal.completedAt, language) })}
                      </p>
                    ) : goal.targetDate ? (
                      <p className="flex items-center gap-2 text-lg text-white/90">
                        <CalendarDays aria-hidden="true" className="size-5" />
                        {t('card.target', { date: formatCalendarDate(goal.targetDate, language) })}
                      </p>
                    ) : null}
                  </div>
                </div>
              </div>

              {total > 1 ? (
                <>
                  <button
                    type="button"
                    className={cn(
                      ROUND_BUTTON,
                      'absolute top-1/2 left-3 -translate-y-1/2 sm:left-6 sm:size-14',
                    )}
                    aria-label={t('slideshow.previous')}
                    onClick={() => go(-1)}
                  >
                    <ChevronLeft aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={cn(
                      ROUND_BUTTON,
                      'absolute top-1/2 right-3 -translate-y-1/2 sm:right-6 sm:size-14',
                    )}
                    aria-label={t('slideshow.next')}
                    onClick={() => go(1)}
                  >
                    <ChevronRight aria-hidden="true" />
                  </button>
                </>
              ) : null}
            </section>
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
              <Images aria-hidden="true" className="size-14 text-white/70" />
              <h2 className="font-bold text-2xl">{t('slideshow.emptyTitle')}</h2>
              <p className="max-w-md text-white/80">
                {status === 'completed' ? t('slideshow.emptyCompleted') : t('slideshow.emptyActive')}
              </p>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
