import { ReadingPage } from './ReadingPage';
import ReportForm from './ReportForm';
import { withQueries } from '../../lib/query-client';
import { READING_PAGE_TITLES } from '../../lib/reading-pages';

function ComprehensiveReportPage() {
  return (
    <ReadingPage
      back={{ to: '/analysis', label: 'Back to Analysis' }}
      title={READING_PAGE_TITLES.comprehensive}
      lead="The full reading: every core number, your Hebrew name and its path on the Tree of Life, your cycles and the year ahead."
    >
      <ReportForm reportType="comprehensive" />
    </ReadingPage>
  );
}

export default withQueries(ComprehensiveReportPage);
