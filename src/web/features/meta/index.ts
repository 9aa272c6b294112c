export { useIsDemo, useMeta } from './api/get-meta';
export { DemoModeBanner } from './components/demo-mode-banner';
