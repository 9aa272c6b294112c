import { lazy } from 'react';

// `/` and unknown paths show different screens to visitors and to signed-in users, so those two
// routes pick a screen at render time; each screen is its own chunk.
const importLanding = () => import('./landing');
const importDashboard = () => import('./dashboard');
const importNotFound = () => import('./not-found');

export const LandingPage = lazy(importLanding);
export const DashboardPage = lazy(importDashboard);
export const NotFoundPage = lazy(importNotFound);

/** Started while the session loads, so a first-time visitor does not wait for two round trips. */
export function preloadLanding(): void {
  void importLanding();
}
