export { adminDocumentRoutes, documentRoutes } from './documents.routes';
export { type DocumentsService, documentsService } from './documents.service';
export { legalPageRoutes } from './legal-page';
