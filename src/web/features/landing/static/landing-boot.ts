/**
 * The only script of the prerendered landing page: one small file that shares no chunk with the
 * app, whose entry it names in data-app and loads only when needed.
 */
import { startLanding } from './landing-island';

startLanding(document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app);
