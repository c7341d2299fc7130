import type { Token, Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import type { Section } from './sections';

/**
 * Renders Markdown as React elements from marked's tokens (lexed once by the reading view, which also lists its
 * sections from them): never HTML strings, so nothing in a reading (which echoes the visitor's name and question)
 * can inject markup. Raw HTML in the source shows as text; links keep only http(s), mailto and same-site targets.
 */
export function Markdown({ tokens, sections }: { tokens: Token[]; sections: ReadonlyMap<number, Section> }) {
  // The sections' headings carry stable ids, for the reading's table of contents (sections.ts).
  return (
    <>
      {tokens.map((token, i) => (
        <Fragment key={i}>{block(token, sections.get(i))}</Fragment>
      ))}
    </>
  );
}

function blocks(tokens: Token[]): ReactNode[] {
  return tokens.map((token, i) => <Fragment key={i}>{block(token)}</Fragment>);
}

function block(token: Token, section?: Section): ReactNode {
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      // The page owns h1; reading headings start at h2.
      const level = Math.min(6, Math.max(2, t.depth + 1));
      const Tag = `h${level}` as 'h2';
      // A section's heading takes focus when the contents link to it (tabIndex -1: not a stop for Tab).
      return section ? (
        <Tag id={section.id} tabIndex={-1}>
          {inline(t.tokens)}
        </Tag>
      ) : (
        <Tag>{inline(t.tokens)}</Tag>
      );
    }
    case 'paragraph':
      return <p>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'list': {
      const t = token as Tokens.List;
      const items = t.items.map((item, i) => <li key={i}>{listItem(item)}</li>);
      return t.ordered ? <ol start={typeof t.start === 'number' ? t.start : undefined}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'blockquote':
      return <blockquote>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
    case 'hr':
      return <hr />;
    case 'code':
      return (
        <pre>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'table': {
      const t = token as Tokens.Table;
      return (
        <table>
          <thead>
            <tr>
              {t.header.map((cell, i) => (
                <th key={i} scope="col">
                  {inline(cell.tokens)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {t.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{inline(cell.tokens)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'text': {
      const t = token as Tokens.Text;
      return <p>{t.tokens ? inline(t.tokens) : t.text}</p>;
    }
    case 'space':
      return null;
    case 'html':
      return <p>{(token as Tokens.HTML).text}</p>;
    default:
      return 'raw' in token ? <p>{token.raw}</p> : null;
  }
}

function listItem(item: Tokens.ListItem): ReactNode {
  // Tight list items hold one text token: render it inline, without a paragraph.
  if (!item.loose && item.tokens.length === 1 && item.tokens[0]!.type === 'text') {
    const t = item.tokens[0] as Tokens.Text;
    return t.tokens ? inline(t.tokens) : t.text;
  }
  return blocks(item.tokens);
}

function inline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, i) => <Fragment key={i}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inline(t.tokens) : t.text;
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const t = token as Tokens.Link;
      const href = safeHref(t.href);
      return href ? <a href={href}>{inline(t.tokens)}</a> : inline(t.tokens);
    }
    case 'image':
      return (token as Tokens.Image).text;
    case 'html':
      return (token as Tokens.HTML).text;
    default:
      return 'raw' in token ? token.raw : null;
  }
}

export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  return undefined;
}
