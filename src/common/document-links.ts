/**
 * The footer's list of published documents, styled alike by the app and by the server on the
 * prerendered landing page (which runs no app). No imports: the footer is on every page.
 */
export const DOCUMENT_LIST_CLASS = 'flex flex-wrap justify-center gap-x-4 gap-y-1';
export const DOCUMENT_LINK_CLASS = 'underline-offset-4 hover:text-foreground hover:underline';
