import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../lib/PageMeta';
import { hasPostBody, loadPostBody } from './post-bodies';
import { POST_DESCRIPTIONS } from './post-descriptions';
import { AUTHOR, formatPostDate, postById, type PostSummary } from './post-index';
import { ShareLinks } from './ShareLinks';

// Start downloading the article as soon as this chunk arrives (before hydration), not at first render.
if (typeof window !== 'undefined') {
  const id = Number(/^\/blog\/(\d+)\/?$/.exec(window.location.pathname)?.[1]);
  if (hasPostBody(id)) void loadPostBody(id);
}

function PostBody({ id }: { id: number }) {
  // Trusted HTML: our own articles, bundled with the site.
  const html = use(loadPostBody(id));
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

function NotFound() {
  return (
    <section className="page page--narrow">
      <PageMeta title="Post not found" />
      <h1>Post not found</h1>
      <p>There is no article at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="button" to="/blog">
        Return to blog posts
      </Link>
    </section>
  );
}

function Article({ post }: { post: PostSummary }) {
  return (
    <article className="page page--narrow post" aria-labelledby="post-title">
      <PageMeta title={post.title} description={POST_DESCRIPTIONS[post.id]} />
      <p>
        <Link className="back-link" to="/blog">
          <span aria-hidden="true">←</span> Back to all posts
        </Link>
      </p>
      <header className="post__header">
        <span className="post-category">{post.category}</span>
        <h1 id="post-title">{post.title}</h1>
        <div className="post__author">
          <img src={AUTHOR.avatar} alt="" width="48" height="48" />
          <div>
            <p className="post__author-name">{AUTHOR.name}</p>
            <p className="post__author-role">{AUTHOR.role}</p>
          </div>
        </div>
        <p className="post-meta">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span>{post.readTime}</span>
        </p>
      </header>
      <img className="post__hero" src={post.imageUrl} alt="" width="640" height="360" />
      <div className="parchment">
        <Suspense fallback={<p aria-busy="true">Loading the article…</p>}>
          <PostBody id={post.id} />
        </Suspense>
      </div>
      <ShareLinks path={`/blog/${post.id}`} title={post.title} />
      <nav className="post__nav" aria-label="Blog">
        <Link className="back-link" to="/blog">
          <span aria-hidden="true">←</span> Back to all posts
        </Link>
        <Link className="back-link" to="/">
          Home
        </Link>
      </nav>
    </article>
  );
}

export default function PostPage() {
  const { id } = useParams();
  const post = /^\d+$/.test(id ?? '') ? postById(Number(id)) : undefined;
  return post ? <Article key={post.id} post={post} /> : <NotFound />;
}
