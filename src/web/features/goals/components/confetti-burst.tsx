import { useEffect, useRef } from 'react';

/** Client UI state: confetti is shown, for this goal (`key` restarts the burst). */
export type Celebration = { goalId: string; key: number };

/** The canvas stays at least this long, so a burst never blinks away (and tests can see it). */
const MIN_VISIBLE_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Confetti over the page when a goal is done. Drawn on our own canvas without a worker, so the
 * CSP needs nothing special; the library is loaded on first use. Reduced motion: no confetti.
 */
export function ConfettiBurst({
  celebration,
  onFinished,
}: {
  celebration: Celebration | null;
  onFinished: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!celebration || !canvas) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    const run = async () => {
      const { default: confetti } = await import('canvas-confetti');
      if (cancelled) return;
      const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
      reset = () => fire.reset();
      const shared = { particleCount: 90, spread: 70, startVelocity: 45, ticks: 220, zIndex: 70 };
      await Promise.all([
        fire({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } }),
        fire({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } }),
        fire({ ...shared, particleCount: 60, spread: 120, origin: { x: 0.5, y: 0.55 } }),
        delay(MIN_VISIBLE_MS),
      ]);
    };
    run()
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) finished.current();
      });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [celebration]);

  if (!celebration) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[70]">
      <canvas
        ref={canvasRef}
        data-testid="confetti-canvas"
        data-goal-id={celebration.goalId}
        className="block size-full"
      />
    </div>
  );
}
