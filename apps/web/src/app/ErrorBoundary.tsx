import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches render errors and failed chunk loads, and offers a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(error.message);
    return (
      <section className="page page--narrow" role="alert">
        <h1>{chunk ? 'This page could not load' : 'Something went wrong'}</h1>
        <p>
          {chunk
            ? 'Part of the site could not be downloaded, perhaps because the connection dropped or the site was just updated.'
            : 'An unexpected error stopped this page from showing. Your data is safe.'}
        </p>
        <p className="actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a className="button button--ghost" href="/">
            Go to the home page
          </a>
        </p>
      </section>
    );
  }
}
