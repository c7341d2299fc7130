import FaqAccordion from '../../features/faq/FaqAccordion';
import { HOME_FAQ } from '../../features/faq/home-faq';

/** The home page's questions (loaded as an island by HomeRoute). */
export default function HomeFaq() {
  return <FaqAccordion items={HOME_FAQ} />;
}
