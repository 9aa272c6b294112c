import { lazy } from 'react';

// `/`, unknown paths and the signed-in-only screens show different screens to visitors and to
// signed-in users, so those routes pick a screen at render time; each screen is its own chunk.
const importLanding = () => import('./landing');
const importDashboard = () => import('./dashboard');
const importNotFound = () => import('./not-found');
const importUpgrade = () => import('./upgrade');
const importAiIdeas = () => import('./ai-ideas');
const importScrapbook = () => import('./scrapbook');
const importProfile = () => import('./profile');

export const LandingPage = lazy(importLanding);
export const DashboardPage = lazy(importDashboard);
export const NotFoundPage = lazy(importNotFound);
export const UpgradePage = lazy(importUpgrade);
export const AiIdeasPage = lazy(importAiIdeas);
export const ScrapbookPage = lazy(importScrapbook);
export const ProfilePage = lazy(importProfile);

/** Started while the session loads, so a first-time visitor does not wait for two round trips. */
export function preloadLanding(): void {
  void importLanding();
}
