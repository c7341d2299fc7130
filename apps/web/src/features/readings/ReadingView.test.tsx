import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadingView } from './ReadingView';

describe('ReadingView', () => {
  it('shows the title once: the text’s own first heading is not repeated under it', () => {
    const markdown =
      '# A numerology reading for Sarah\n\nSarah, this reading is built from two things.\n\n## Your Life Path: 3';
    const html = renderToStaticMarkup(
      <ReadingView title="A numerology reading for Sarah" markdown={markdown} highlights={[]} />,
    );
    expect(html.match(/A numerology reading for Sarah/g)).toHaveLength(1);
    // Under the title's h2, with a stable id for the table of contents.
    expect(html).toContain('<h3 id="section-your-life-path-3" tabindex="-1">Your Life Path: 3</h3>');
    // A short reading has no table of contents.
    expect(html).not.toContain('In this reading');
  });

  it('opens a long reading with a table of contents linking to each section by its stable id', () => {
    const section = (title: string) => `## ${title}\n\n${'A sentence of the reading. '.repeat(80)}\n\n`;
    const markdown = `# A comprehensive reading for Ada\n\n${['Your Life Path 5: The Free Spirit', 'Your Hebrew birth date', 'A closing word', 'A closing word', 'How your numbers were calculated'].map(section).join('')}`;
    const html = renderToStaticMarkup(
      <ReadingView title="A comprehensive reading for Ada" markdown={markdown} highlights={[]} />,
    );
    const links = [...html.matchAll(/<a href="#(section-[^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['section-your-life-path-5-the-free-spirit', 'Your Life Path 5: The Free Spirit'],
      ['section-your-hebrew-birth-date', 'Your Hebrew birth date'],
      ['section-a-closing-word', 'A closing word'],
      ['section-a-closing-word-2', 'A closing word'],
      ['section-how-your-numbers-were-calculated', 'How your numbers were calculated'],
    ]);
    for (const [id] of links) expect(html).toContain(`<h3 id="${id}" tabindex="-1">`);
    // The contents come before the text.
    expect(html.indexOf('In this reading')).toBeLessThan(html.indexOf('<h3 id="section-'));
  });
});
