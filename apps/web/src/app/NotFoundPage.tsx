import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="page page--narrow not-found">
      <p className="not-found__number" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you were looking for is not here. It may have moved, or the address may have a typo.</p>
      <p className="actions actions--centred">
        <Link className="button" to="/">
          Go to the home page
        </Link>
        <Link className="button button--ghost" to="/blog">
          Read the blog
        </Link>
      </p>
    </section>
  );
}
