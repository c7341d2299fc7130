import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './home.css';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  link?: { to: string; label: string };
}

const iconProps = {
  className: 'card__icon',
  viewBox: '0 0 48 48',
  width: 48,
  height: 48,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

const FEATURES: Feature[] = [
  {
    title: 'Life Path Analysis',
    text: 'Your date of birth reduced to one number: the main theme of your life, the strengths you grow into and the lessons that keep coming back.',
    icon: (
      <svg {...iconProps}>
        <path d="M6 40 C 16 34, 14 20, 24 18 S 34 8, 42 8" />
        <circle cx="6" cy="40" r="3" fill="currentColor" />
        <circle cx="24" cy="18" r="3" fill="currentColor" />
        <circle cx="42" cy="8" r="3" fill="currentColor" />
      </svg>
    ),
  },
  {
    title: 'Name Numerology',
    text: 'Each letter of your name carries a number. Together they describe how you express yourself, what your heart wants and how others first see you.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 10 L36 10 M12 10 L12 38 M36 10 L36 38 M24 10 L24 26" />
        <path d="M8 38 H16 M32 38 H40" />
      </svg>
    ),
  },
  {
    title: 'Daily Numbers',
    text: 'Your personal year, month and day numbers give each stretch of time a mood, a good way to plan a new start or a pause.',
    link: { to: '/daily', label: 'See your Daily Numbers' },
    icon: (
      <svg {...iconProps}>
        <rect x="8" y="10" width="32" height="30" rx="4" />
        <path d="M8 18 H40 M16 6 V14 M32 6 V14" />
        <path d="M20 26 L24 23 V34" />
      </svg>
    ),
  },
];

/**
 * The home page. The report form and the FAQ come from other features, so the app composes them
 * (app/pages/HomeRoute.tsx) and hands them in.
 */
export default function HomePage({ reportForm, faq }: { reportForm: ReactNode; faq: ReactNode }) {
  return (
    <div className="page">
      <section className="hero" aria-labelledby="home-title">
        <svg className="hero__sigil" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true">
          <circle cx="36" cy="36" r="33" fill="none" stroke="#e2b857" strokeWidth="1.5" />
          <path d="M36 6 L62 51 H10 Z M36 66 L10 21 H62 Z" fill="none" stroke="#f0d58e" strokeWidth="1.5" />
          <circle cx="36" cy="36" r="5" fill="#e2b857" />
        </svg>
        <h1 id="home-title">Welcome to Kabbalah Numerology</h1>
        <p className="hero__tagline">
          Discover the numbers in your name and birth date, read through the letters and paths of the Tree of Life.
        </p>
        {/* Said before anything else is asked of a newcomer, above the fold of a phone. */}
        <p className="hero__free">
          <strong>Your first reading is free</strong>: no sign-in, no card, ready in seconds.
        </p>
      </section>

      <section className="home__form" aria-label="Free simple report">
        {reportForm}
      </section>

      <section className="section" aria-labelledby="home-features">
        <h2 id="home-features" className="section__title">
          What your numbers can show
        </h2>
        <ul className="grid" role="list">
          {FEATURES.map((f) => (
            <li key={f.title} className="card">
              {f.icon}
              <h3>{f.title}</h3>
              <p>{f.text}</p>
              {f.link && (
                <Link className="card__link" to={f.link.to}>
                  {f.link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="home-faq">
        <h2 id="home-faq" className="section__title">
          Frequently Asked Questions
        </h2>
        {faq}
      </section>
    </div>
  );
}
