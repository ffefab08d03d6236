/** What `parseVideo` recognises (SPEC §5 "Video"). */
export type VideoProvider = 'file' | 'youtube' | 'vimeo' | 'facebook';
export type ParsedVideo = { provider: VideoProvider; id: string; url: string };

const FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Recognises a video link: a file by its extension, YouTube (watch, embed, shorts, youtu.be)
 * with its 11-character id, Vimeo by its numeric id, a Facebook video. Anything else is null.
 */
export function parseVideo(url: string | null | undefined): ParsedVideo | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'https://invalid.local');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '').toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  return (
    fileVideo(parsed, segments) ??
    youtubeVideo(host, parsed, segments) ??
    vimeoVideo(host, parsed, segments) ??
    facebookVideo(host, parsed)
  );
}

function fileVideo(url: URL, segments: string[]): ParsedVideo | null {
  const name = segments.at(-1) ?? '';
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return FILE_EXTENSIONS.includes(extension) ? { provider: 'file', id: name, url: url.href } : null;
}

function youtubeVideo(host: string, url: URL, segments: string[]): ParsedVideo | null {
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'v') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id, url: `https://www.youtube.com/watch?v=${id}` } : null;
}

function vimeoVideo(host: string, url: URL, segments: string[]): ParsedVideo | null {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = [...segments].reverse().find((segment) => /^\d+$/.test(segment));
  return id ? { provider: 'vimeo', id, url: `https://vimeo.com/${id}` } : null;
}

function facebookVideo(host: string, url: URL): ParsedVideo | null {
  if (host !== 'facebook.com' && host !== 'fb.watch') return null;
  if (host === 'fb.watch') {
    const id = url.pathname.split('/').filter(Boolean)[0];
    return id ? { provider: 'facebook', id, url: url.href } : null;
  }
  const fromQuery = url.searchParams.get('v');
  const fromPath = url.pathname.match(/\/videos\/(?:[^/]+\/)?(\d+)/)?.[1];
  const id = fromQuery ?? fromPath;
  return id && /^\d+$/.test(id) ? { provider: 'facebook', id, url: url.href } : null;
}
