export default function AnalysisPage() {
  return (
    <section className="page">
      <h1>Choose Your Service</h1>
    </section>
  );
}
