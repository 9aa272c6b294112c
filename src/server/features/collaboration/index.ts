export { goalMembersRoutes, invitationRoutes } from './collaboration.routes';
export { type CollaborationService, collaborationService } from './collaboration.service';
