import { lexer } from 'marked';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './Markdown';
import { sectionIds } from './sections';

const render = (source: string) => {
  const tokens = lexer(source);
  return renderToStaticMarkup(<Markdown tokens={tokens} sections={sectionIds(tokens)} />);
};

describe('Markdown', () => {
  it('renders headings (from h2), emphasis, lists and quotes as elements', () => {
    const html = render('# Title\n\nSome **bold** and *soft* text.\n\n- one\n- two\n\n> a quote');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(html).toContain('<blockquote><p>a quote</p></blockquote>');
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = render(
      'Hello <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toMatch(/<img|<script|<div/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops unsafe link targets but keeps the words', () => {
    const html = render('[click](javascript:alert(1)) [site](/faq) [web](https://example.org)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('click');
    expect(html).toContain('<a href="/faq">site</a>');
    expect(html).toContain('<a href="https://example.org">web</a>');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });
});
