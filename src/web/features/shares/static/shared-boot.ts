/**
 * The only script of the server-rendered shared page: one small file that shares no chunk with the
 * app, whose entry it names in data-app and loads only when needed.
 */
import { startShared } from './shared-island';

startShared(document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app);
