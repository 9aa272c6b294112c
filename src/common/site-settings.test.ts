import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './site-settings';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('the landing video address', () => {
  it('turns watch, short, Shorts and embed links into the privacy-enhanced embed', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://youtu.be/dQw4w9WgXcQ  ',
    ]) {
      expect(youtubeEmbedUrl(link), link).toBe(EMBED);
    }
  });

  it('refuses other hosts, other schemes and links without a video', () => {
    for (const link of [
      'https://vimeo.com/123456',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtu.be/dQw4w9WgXcQ',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'data:text/html,<script>alert(1)</script>',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC123',
      'https://youtu.be/',
      'not a link',
      '',
    ]) {
      expect(youtubeEmbedUrl(link), link).toBeNull();
    }
  });
});
