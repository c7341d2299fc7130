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
    expect(html).toContain('<h3>Your Life Path: 3</h3>'); // under the title's h2
  });
});
