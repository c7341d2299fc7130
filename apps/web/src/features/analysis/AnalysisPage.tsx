import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { withQueries } from '../../lib/query-client';

/** GET /api/pricing (readings feature); only the fields read here. */
interface Pricing {
  simpleReport: number;
  comprehensiveReport: number;
  question: number;
  compatibility: number;
}

/** Shown before the server answers (and in the prerendered HTML): the configured defaults. */
const DEFAULT_PRICING: Pricing = { simpleReport: 0, comprehensiveReport: 50, question: 20, compatibility: 40 };

const priceLabel = (tokens: number) => (tokens === 0 ? 'Free' : `${tokens} tokens`);

interface Service {
  href: string;
  title: string;
  text: string;
  price: (p: Pricing) => number;
}

const SERVICES: Service[] = [
  {
    href: '/simple-report',
    title: 'Simple Report',
    text: 'Your life path and the core numbers of your name, with a short reading of each. A good first look.',
    price: (p) => p.simpleReport,
  },
  {
    href: '/comprehensive-report',
    title: 'Comprehensive Report',
    text: 'The full chart: life path, name numbers, your Hebrew letter and path on the Tree of Life, cycles and the current personal year.',
    price: (p) => p.comprehensiveReport,
  },
  {
    href: '/ask-question',
    title: 'Ask a Question',
    text: 'Ask about work, love or a decision in front of you, and get an answer grounded in your own numbers.',
    price: (p) => p.question,
  },
  {
    href: '/compatibility',
    title: 'Compatibility Reading',
    text: 'Two people side by side: your life paths, name numbers and relationship number, where you meet and where you rub.',
    price: (p) => p.compatibility,
  },
];

function usePricing(): Pricing {
  const { data } = useQuery({
    queryKey: ['pricing'],
    queryFn: () => apiFetch<Pricing>('/api/pricing'),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const valid =
    data &&
    [data.simpleReport, data.comprehensiveReport, data.question, data.compatibility].every(
      (n) => typeof n === 'number',
    );
  return valid ? data : DEFAULT_PRICING;
}

function AnalysisPage() {
  const pricing = usePricing();
  return (
    <section className="page">
      <header className="page__header">
        <h1>Choose Your Service</h1>
        <p className="page__lead">
          Start with the free report, or go deeper when you are ready. Prices are shown before you spend anything.
        </p>
      </header>
      <ul className="grid" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
                {priceLabel(s.price(pricing))}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default withQueries(AnalysisPage);
