import type { ParsedVideo } from '../format/video.js';

/**
 * The third-party players a property page may frame, once the visitor accepted their cookie
 * category: the detail remote builds its frame URLs from here and the site's Content-Security-Policy
 * (`frame-src`) allows exactly these origins. YouTube is framed from its no-cookie host.
 */
export const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
] as const;

/** The virtual-tour providers a page frames; any other tour address is a plain link. */
export const TOUR_FRAME_SOURCES = ['https://my.matterport.com'] as const;

export const EMBED_FRAME_SOURCES = [...VIDEO_FRAME_SOURCES, ...TOUR_FRAME_SOURCES] as const;

/** The player URL a recognised video is framed with; a file video plays natively (null). */
export function videoEmbedUrl(video: ParsedVideo): string | null {
  switch (video.provider) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${encodeURIComponent(video.id)}?dnt=1`;
    case 'facebook':
      return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video.url)}&show_text=false`;
    case 'file':
      return null;
  }
}

/** A virtual tour is framed only from a known tour provider (a video player or another address becomes a plain link). */
export function virtualTourEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && TOUR_FRAME_SOURCES.includes(parsed.origin as never) ? parsed.href : null;
  } catch {
    return null;
  }
}
