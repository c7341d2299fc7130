import { Link } from 'react-router';
import { POST_DESCRIPTIONS } from './post-descriptions';
import { formatPostDate, posts } from './post-index';

export default function BlogPage() {
  return (
    <section className="page">
      <header className="page__header">
        <h1>Latest Insights</h1>
        <p className="page__lead">
          Short, honest articles on numbers, names and the Kabbalistic tradition, for reflection rather than prediction.
        </p>
      </header>
      <ul className="grid" role="list">
        {posts.map((post, i) => (
          <li key={post.id} className="card card--link post-card">
            <img
              className="post-card__image"
              src={post.imageUrl}
              alt=""
              width="640"
              height="360"
              loading={i < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className="post-card__body">
              <span className="post-category">{post.category}</span>
              <h2 className="post-card__title">
                <Link className="card__stretched" to={`/blog/${post.id}`}>
                  {post.title}
                </Link>
              </h2>
              <p>{POST_DESCRIPTIONS[post.id]}</p>
              <p className="post-meta">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                <span>{post.readTime}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
