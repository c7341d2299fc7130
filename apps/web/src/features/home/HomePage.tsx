export default function HomePage() {
  return (
    <section className="page">
      <h1>Welcome to Kabbalah Numerology</h1>
    </section>
  );
}
