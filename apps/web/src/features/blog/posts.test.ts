import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasPostBody, loadPostBody } from './post-bodies';
import { AUTHOR, formatPostDate, posts, recentPosts } from './post-index';

const publicDir = join(import.meta.dirname, '../../../public');
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog content', () => {
  it('has the five posts of the spec, with their titles and categories', () => {
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const topics = ['Life Path Number', 'Name Numbers', 'Twin Hours', 'Retrogrades', 'Endings and Beginnings'];
    posts.forEach((p, i) => expect(p.title).toContain(topics[i]));
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set(['Numerology Basics', 'Name Numerology', 'Astrology & Numerology', 'Personal Growth']),
    );
  });

  it.each(posts.map((p) => [p.id, p.title] as const))(
    'post %i (%s) is a real article of at least 600 words',
    async (id) => {
      expect(hasPostBody(id)).toBe(true);
      const html = await loadPostBody(id);
      expect(wordsOf(html)).toBeGreaterThanOrEqual(600);
      expect(html).toMatch(/<h2>/);
      // Honest framing: every article says what numerology is not.
      expect(html).toMatch(/reflection|entertainment/i);
    },
  );

  it('ships every picture it references, as small SVG files with fixed dimensions', () => {
    for (const url of [...posts.map((p) => p.imageUrl), AUTHOR.avatar]) {
      const file = join(publicDir, url);
      expect(existsSync(file), url).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="[^"]+"[^>]*width="\d+"[^>]*height="\d+"/);
      expect(svg.length, url).toBeLessThan(8 * 1024);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('lists the most recent posts first and formats dates the same everywhere', () => {
    expect(recentPosts(3).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(formatPostDate('2024-12-10')).toBe('December 10, 2024');
    expect(formatPostDate('2024-01-02')).toBe('January 2, 2024');
  });

  it('writes every month as Intl does in en-US, long, UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (const iso of [
      ...posts.map((p) => p.date),
      ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-28`),
    ])
      expect(formatPostDate(iso), iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
  });

  it('does not know post 6', () => {
    expect(hasPostBody(6)).toBe(false);
  });
});
