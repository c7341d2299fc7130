import { ReadingPage } from './ReadingPage';
import ReportForm from './ReportForm';
import { READING_PAGE_TITLES } from '../../lib/reading-pages';

export default function SimpleReportPage() {
  return (
    <ReadingPage
      back={{ to: '/analysis', label: 'Back to Analysis' }}
      title={READING_PAGE_TITLES.simple}
      lead="Your core numbers from your name and date of birth, free of charge."
    >
      <ReportForm reportType="simple" />
    </ReadingPage>
  );
}
