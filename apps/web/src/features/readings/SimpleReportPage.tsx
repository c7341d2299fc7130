export default function SimpleReportPage() {
  return (
    <section className="page">
      <h1>Simple Report</h1>
    </section>
  );
}
