import { lazy } from 'react';

/** The members dialog, loaded when first opened (render it inside a Suspense boundary). */
export const MembersDialog = lazy(() =>
  import('./members-dialog').then((module) => ({ default: module.MembersDialog })),
);

/** The invitation page's screen; it signs out through the auth client, so it stays in its own chunk. */
export const InvitationScreen = lazy(() =>
  import('./invitation-screen').then((module) => ({ default: module.InvitationScreen })),
);
