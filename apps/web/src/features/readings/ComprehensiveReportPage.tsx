import { Link } from 'react-router';
import ReportForm from './ReportForm';
import { withQueries } from '../../lib/query-client';

function ComprehensiveReportPage() {
  return (
    <section className="page page--narrow">
      <Link className="back-link" to="/analysis">
        ← Back to Analysis
      </Link>
      <header className="page__header">
        <h1>Comprehensive Report</h1>
        <p className="page__lead">
          The full reading: every core number, your Hebrew name and its path on the Tree of Life, your cycles and the
          year ahead.
        </p>
      </header>
      <ReportForm reportType="comprehensive" />
    </section>
  );
}

export default withQueries(ComprehensiveReportPage);
