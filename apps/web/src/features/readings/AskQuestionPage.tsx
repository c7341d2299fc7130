export default function AskQuestionPage() {
  return (
    <section className="page">
      <h1>Kabbalistic Numerology</h1>
    </section>
  );
}
