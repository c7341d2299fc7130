export default function BlogPage() {
  return (
    <section className="page">
      <h1>Latest Insights</h1>
    </section>
  );
}
