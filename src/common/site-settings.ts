import { z } from 'zod';
import type { FeatureSwitches } from './feature-switches';

export const VIDEO_URL_MAX = 500;
/** The only place a landing-page video plays from: YouTube's privacy-enhanced player. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export type SiteSettings = {
  /** The privacy-enhanced embed address of the landing page's "Learn More" video, or null. */
  learnMoreVideoUrl: string | null;
};

/** What every visitor's page may know: the video, and which features are on. */
export type PublicSiteSettings = SiteSettings & { features: FeatureSwitches };

export const siteSettingsBodySchema = z.object({
  learnMoreVideoUrl: z.string().trim().max(VIDEO_URL_MAX).nullable(),
});

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * A YouTube link as people paste it (watch, youtu.be short link, Shorts, embed) as the
 * privacy-enhanced embed address of the same video; null for anything else (other hosts, other
 * schemes, no video id).
 */
export function youtubeEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = path[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (path[0] === 'watch') id = url.searchParams.get('v');
    else if (path[0] === 'shorts' || path[0] === 'embed' || path[0] === 'live') id = path[1];
  }
  return id && YOUTUBE_ID.test(id) ? `${VIDEO_EMBED_ORIGIN}/embed/${id}` : null;
}
