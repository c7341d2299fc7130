export default function ReadingsPage() {
  return (
    <section className="page">
      <h1>My Readings</h1>
    </section>
  );
}
