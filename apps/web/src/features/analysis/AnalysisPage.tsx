import type { Pricing } from '@app/contracts/readings';
import type { TokenPackagesResponse } from '@app/contracts/tokens';
import { moneyFor, usePricing, useTokenPackages } from '../../lib/pricing';
import { withQueries } from '../../lib/query-client';
import { READING_PAGE_TITLES } from '../../lib/reading-pages';
import './analysis.css';

/** "50 tokens (≈ $5.00)"; before the server answers (and in the prerendered HTML) "Paid with tokens". */
function priceLabel(tokens: number | undefined, packages: TokenPackagesResponse | undefined): string {
  if (tokens === undefined) return 'Paid with tokens';
  if (tokens === 0) return 'Free';
  const money = moneyFor(packages, tokens);
  return `${tokens} tokens${money ? ` (≈ ${money})` : ''}`;
}

interface Service {
  href: string;
  title: string;
  text: string;
  price: (p: Pricing) => number;
}

const SERVICES: Service[] = [
  {
    href: '/simple-report',
    title: READING_PAGE_TITLES.simple,
    text: 'Your life path and the core numbers of your name with a short reading of each, your Hebrew letter, your year and your Tree of Life. A good first look.',
    price: (p) => p.simpleReport,
  },
  {
    href: '/comprehensive-report',
    title: READING_PAGE_TITLES.comprehensive,
    text: 'Everything in the simple report, read in depth, plus your name in Hebrew letters letter by letter, karmic debts and lessons, the great cycles of your life, your month and day, and how every number was worked out.',
    price: (p) => p.comprehensiveReport,
  },
  {
    href: '/ask-question',
    title: READING_PAGE_TITLES.question,
    text: 'Ask about work, love or a decision in front of you, and get an answer grounded in your own numbers.',
    price: (p) => p.question,
  },
  {
    href: '/compatibility',
    title: READING_PAGE_TITLES.compatibility,
    text: 'Two people side by side: your life paths, name numbers and relationship number, where you meet and where you rub.',
    price: (p) => p.compatibility,
  },
];

function AnalysisPage() {
  const pricing = usePricing();
  const packages = useTokenPackages();
  return (
    <section className="page">
      <header className="page__header">
        <h1>Choose Your Service</h1>
        <p className="page__lead">
          Start with the free report, or go deeper when you are ready. Prices are shown before you spend anything; no
          subscription, and tokens never expire.
        </p>
      </header>
      <ul className="grid analysis__services" role="list">
        {SERVICES.map((s) => (
          <li key={s.href} className="card card--link">
            <h2>
              {/* A plain link: the spec asks for a full page load on a service card. */}
              <a className="card__stretched" href={s.href}>
                {s.title}
              </a>
            </h2>
            <p>{s.text}</p>
            <p className="card__price">
              <span className="price-tag" data-testid="service-price">
                {priceLabel(pricing && s.price(pricing), packages.data)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default withQueries(AnalysisPage);
