// What other features and the routes use of goal templates.
export { templatesQueryOptions, useTemplates } from './api/list-templates';
export { SaveTemplateDialog } from './components/lazy-dialogs';
export { MyTemplates } from './components/my-templates';
