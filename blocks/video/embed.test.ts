import { describe, expect, it } from 'vitest';
import { videoSchema } from './schema';
import { parseVideoUrl } from './embed';

describe('video URLs', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'],
    ['https://youtu.be/aqz-KE-bpKQ?t=90', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&start=90'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&start=90'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/abc123def0', 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def0'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s → %s', (url, embed) => {
    expect(parseVideoUrl(url)?.embedUrl).toBe(embed);
    expect(videoSchema.safeParse({ url, title: 'A video' }).success).toBe(true);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
    const result = videoSchema.safeParse({ url, title: 'A video' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['url']);
  });
});
