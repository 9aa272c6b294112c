// What the routes use of the shares feature.

export { useSharedScrapbook } from './api/get-shared-scrapbook';
export { SharePanel } from './components/share-panel';
export { SharedScrapbookScreen } from './components/shared-scrapbook-view';
