import { Link } from 'react-router';
import ReportForm from './ReportForm';

export default function SimpleReportPage() {
  return (
    <section className="page page--narrow">
      <Link className="back-link" to="/analysis">
        ← Back to Analysis
      </Link>
      <header className="page__header">
        <h1>Simple Report</h1>
        <p className="page__lead">Your core numbers from your name and date of birth, free of charge.</p>
      </header>
      <ReportForm reportType="simple" />
    </section>
  );
}
