import { Link } from 'react-router';
import { recentPosts } from '../../features/blog/post-index';

/** The year is read at render; prerendered pages are rebuilt on deploy, and hydration keeps the same text within a year. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/analysis">Analysis</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-posts">
          <h2 id="footer-posts">Recent Posts</h2>
          <ul>
            {recentPosts(3).map((p) => (
              <li key={p.id}>
                <Link to={`/blog/${p.id}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer__copy">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Kabbalah Numerology. Readings are offered for
        reflection and entertainment.
      </p>
    </footer>
  );
}
