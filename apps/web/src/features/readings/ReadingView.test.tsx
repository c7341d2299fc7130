import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadingView, withoutLeadingHeading } from './ReadingView';

describe('ReadingView', () => {
  it('shows the title once: the text’s own first heading is not repeated under it', () => {
    const markdown = '# A numerology reading for Sarah\n\nSarah, this reading is built from two things.\n\n## Your Life Path: 3';
    const html = renderToStaticMarkup(<ReadingView title="A numerology reading for Sarah" markdown={markdown} highlights={[]} />);
    expect(html.match(/A numerology reading for Sarah/g)).toHaveLength(1);
    expect(html).toContain('<h3>Your Life Path: 3</h3>'); // under the title's h2
  });

  it('keeps a text that opens with anything but a first-level heading as it is', () => {
    expect(withoutLeadingHeading('Dear Sarah,\n\n# Not a title')).toBe('Dear Sarah,\n\n# Not a title');
    expect(withoutLeadingHeading('## Your Life Path\n\ntext')).toBe('## Your Life Path\n\ntext');
    expect(withoutLeadingHeading('\n# Your question\n\n> Will I move?')).toBe('> Will I move?');
  });
});
