import FaqAccordion from '../../features/faq/FaqAccordion';
import { HOME_FAQ } from '../../features/faq/faq-data';
import HomePage from '../../features/home/HomePage';
import ReportForm from '../../features/readings/ReportForm';

/**
 * '/' composed at app level: features may not import each other, so the home page receives the simple
 * report form (readings) and the FAQ accordion (faq) from here.
 */
export default function HomeRoute() {
  return <HomePage reportForm={<ReportForm reportType="simple" />} faq={<FaqAccordion items={HOME_FAQ} />} />;
}
