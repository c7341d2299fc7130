import { ReadingPage } from './ReadingPage';
import ReportForm from './ReportForm';

export default function SimpleReportPage() {
  return (
    <ReadingPage
      back={{ to: '/analysis', label: 'Back to Analysis' }}
      title="Simple Report"
      lead="Your core numbers from your name and date of birth, free of charge."
    >
      <ReportForm reportType="simple" />
    </ReadingPage>
  );
}
