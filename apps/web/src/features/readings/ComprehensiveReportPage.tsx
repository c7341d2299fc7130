export default function ComprehensiveReportPage() {
  return (
    <section className="page">
      <h1>Comprehensive Report</h1>
    </section>
  );
}
