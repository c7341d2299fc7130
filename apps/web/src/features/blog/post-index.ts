import { monthName } from '@app/numerology/dates';

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

/**
 * '2024-12-10' → 'December 10, 2024' (en-US, long): the same words on the server and in every browser. Not
 * Intl.DateTimeFormat: creating one at start-up cost 60-66 ms of one task on the throttled phone (4x CPU), a
 * long task on every page that loads this module (the blog and, at the first touch, the footer; issue 25). The
 * month's name is the engine's (dates.ts, which imports nothing), not a second list.
 */
export const formatPostDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${monthName(month!)} ${day}, ${year}`;
};

export const recentPosts = (count: number): PostSummary[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
