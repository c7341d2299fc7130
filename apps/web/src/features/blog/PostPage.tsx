export default function PostPage() {
  return (
    <section className="page">
      <h1>Post</h1>
    </section>
  );
}
