/**
 * Post metadata, small enough for every page (the footer lists recent posts); descriptions load with
 * the blog grid (post-descriptions.ts) and bodies with the post page.
 */
export interface PostSummary {
  id: number;
  title: string;
  category: 'Numerology Basics' | 'Name Numerology' | 'Astrology & Numerology' | 'Personal Growth';
  /** ISO date, shown formatted. */
  date: string;
  readTime: string;
  imageUrl: string;
}

export const posts: PostSummary[] = [
  {
    id: 1,
    title: 'Understanding Your Life Path Number',
    category: 'Numerology Basics',
    date: '2024-12-10',
    readTime: '6 min read',
    imageUrl: '/blog/life-path.svg',
  },
  {
    id: 2,
    title: 'The Hidden Power of Name Numbers',
    category: 'Name Numerology',
    date: '2024-12-06',
    readTime: '6 min read',
    imageUrl: '/blog/name-numbers.svg',
  },
  {
    id: 3,
    title: 'Twin Hours: 11:11, 22:22 and the Master Numbers',
    category: 'Numerology Basics',
    date: '2024-12-02',
    readTime: '5 min read',
    imageUrl: '/blog/twin-hours.svg',
  },
  {
    id: 4,
    title: 'Retrogrades and Your Personal Year',
    category: 'Astrology & Numerology',
    date: '2024-11-26',
    readTime: '6 min read',
    imageUrl: '/blog/retrogrades.svg',
  },
  {
    id: 5,
    title: 'Endings and Beginnings: The Nine-Year Cycle',
    category: 'Personal Growth',
    date: '2024-11-20',
    readTime: '7 min read',
    imageUrl: '/blog/endings-beginnings.svg',
  },
];

/** One author writes every post (spec). */
export const AUTHOR = {
  name: 'The Kabbalah Numerology Team',
  role: 'Writers and numerology researchers',
  avatar: '/blog/author.svg',
} as const;

export const postById = (id: number): PostSummary | undefined => posts.find((p) => p.id === id);

// A fixed locale and UTC, so the prerendered page and every browser render the same words: the month names are
// Intl's, not a list of our own.
const postDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2024-12-10' → 'December 10, 2024'. */
export const formatPostDate = (iso: string): string => postDate.format(new Date(`${iso}T00:00:00Z`));

export const recentPosts = (count: number): PostSummary[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
