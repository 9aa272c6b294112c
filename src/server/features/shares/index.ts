export { isLinkPreviewAgent } from './link-preview-bots';
export { mediaOpenedByShare, shareIsLive } from './share-access';
export { earlySharedPage, goalShareRoutes, sharedRoutes } from './shares.routes';
export { type SharePreview, type SharesService, sharesService } from './shares.service';
export { sharedFilesFollowSwitch } from './sharing-switch';
export { shareViews } from './view-counter';
