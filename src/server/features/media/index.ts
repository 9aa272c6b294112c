export { processImage } from './image-pipeline';
export {
  deleteMediaIfUnused,
  deleteMediaRows,
  findOwnMedia,
  type MediaFiles,
  mediaIdsOfGoal,
  storageBytesOf,
  unreferenced as mediaUnreferenced,
} from './media.repository';
export { mediaApiRoutes, mediaFileRoutes } from './media.routes';
export { type MediaService, mediaService } from './media.service';
export { purgeMediaFiles, sweepOrphanFiles, sweepUnusedUploads } from './media-cleanup';
export { sendImmutableFile } from './send-file';
