// YouTube and Vimeo links → their privacy-enhanced players (no tracking cookies before play).

export type VideoEmbed = { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string };

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** Seconds from a YouTube `t`/`start` parameter: 90, 90s or 1m30s. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || !value) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/** The embed for a YouTube or Vimeo video URL, or null for anything else. */
export function parseVideoUrl(input: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (youtubeHosts.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  if (id !== undefined) {
    if (!youtubeId.test(id)) return null;
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    const params = new URLSearchParams({ rel: '0' });
    if (start) params.set('start', String(start));
    return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${params}` };
  }

  if (vimeoHosts.has(host)) {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, player.vimeo.com/video/123
    const index = segments.findIndex((segment) => /^\d{1,12}$/.test(segment));
    if (index < 0) return null;
    const vimeoId = segments[index]!;
    const params = new URLSearchParams({ dnt: '1' });
    const hash = url.searchParams.get('h') ?? segments[index + 1];
    if (hash && /^[0-9a-f]{6,20}$/i.test(hash)) params.set('h', hash);
    return { provider: 'vimeo', id: vimeoId, embedUrl: `https://player.vimeo.com/video/${vimeoId}?${params}` };
  }
  return null;
}
