export { imageLibraryRoutes } from './image-library.routes';
export { type ImageLibraryService, imageLibraryService } from './image-library.service';
