export { createErrorId, logClientError } from './lib/build-report';
