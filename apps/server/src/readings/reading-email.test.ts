import { describe, expect, it } from 'vitest';
import { treeOfLifePng } from '../render/png';
import { treeOfLifeSvg } from '../render/tree';
import { markdownToHtml, markdownToText } from './email-render';
import { readingEmail } from './reading-email';

const reading = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  title: 'A numerology reading for Sarah',
  markdown: [
    '# A numerology reading for Sarah',
    'Sarah, this reading is built from two things.',
    '## Your Life Path: 3',
    'Add them\\: 5 \\+ 4 \\+ 6 \\= 15\\. Reduce\\: 15 → 6\\.',
    '- **Expression:** Sarah\\: S1 A1 R9 A1 H8 \\= 20 → 2\\.',
    '| | Sarah | Dana |\n| --- | --- | --- |\n| Life Path | 6 | 4 |',
  ].join('\n\n'),
  createdAt: '2026-11-22T21:05:09.000Z',
  highlights: [{ label: 'Life Path', value: '6', meaning: 'The Nurturer' }],
  tree: { sephirot: ['tiphareth', 'daat'], paths: [24] },
};

describe('readingEmail', () => {
  it('puts the title once, then the numbers and the text, then where the reading stays', () => {
    const mail = readingEmail(reading, 'sarah@example.test', 'https://numerology.example/');
    expect(mail.to).toBe('sarah@example.test');
    expect(mail.subject).toBe('Your reading: A numerology reading for Sarah');
    expect(mail.text.match(/A numerology reading for Sarah/g)).toHaveLength(1);
    expect(mail.text).toContain('Life Path: 6 (The Nurturer)');
    expect(mail.text).toContain(
      'Written 2026-11-22. It stays in My readings: https://numerology.example/readings/0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });

  it('writes a plain-text part without Markdown: no escapes, no ## headings, no ** marks', () => {
    const { text } = readingEmail(reading, 'sarah@example.test');
    expect(text).toContain('Add them: 5 + 4 + 6 = 15. Reduce: 15 → 6.');
    expect(text).toContain('YOUR LIFE PATH: 3');
    expect(text).toContain('- Expression: Sarah: S1 A1 R9 A1 H8 = 20 → 2.');
    expect(text).toContain('Life Path | 6 | 4');
    expect(text).not.toMatch(/\\|##|\*\*/);
    expect(text).toContain(
      "On your Tree of Life, your numbers light Da'at (Knowledge), Tiphareth (Beauty), and your letters' paths are Nun נ, path 24.",
    );
  });

  it('writes HTML with the typography, the numbers cards and the Tree of Life', () => {
    const html = readingEmail(reading, 'sarah@example.test', 'https://numerology.example').html ?? '';
    expect(html).toMatch(/<h1 style="[^"]+">A numerology reading for Sarah<\/h1>/);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 style="[^"]+">Your Life Path: 3<\/h2>/);
    expect(html).toContain('Add them: 5 + 4 + 6 = 15. Reduce: 15 → 6.');
    expect(html).toMatch(/>Life Path<\/div><div [^>]+>6<\/div><div [^>]+>The Nurturer</);
    expect(html).toContain('href="https://numerology.example/readings/0f8fad5b-d9cb-469f-a165-70867728950e"');
    expect(html).not.toMatch(/<script|class=/);
  });

  it('escapes everything the reader typed: raw HTML in the Markdown is shown as text', () => {
    const html = markdownToHtml(
      'Hello <img src=x onerror=alert(1)> **Eve \\<b\\>Bold\\</b\\>**\n\n<script>alert(1)</script>',
    );
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>Eve &lt;b&gt;Bold&lt;/b&gt;</strong>');
    expect(markdownToHtml('[a link](javascript:alert(1))')).not.toContain('href');
    expect(markdownToHtml('[a link](//evil.example/x)', 'https://numerology.example')).not.toContain('href');
    expect(markdownToHtml('the [compatibility reading](/compatibility)', 'https://numerology.example/')).toContain(
      'href="https://numerology.example/compatibility"',
    );
    expect(markdownToText('the [compatibility reading](/compatibility)', 'https://numerology.example')).toBe(
      'the compatibility reading (https://numerology.example/compatibility)',
    );
    expect(markdownToText('the [compatibility reading](/compatibility)')).toBe('the compatibility reading');
    expect(markdownToText('Eve \\<b\\>Bold\\</b\\>')).toBe('Eve <b>Bold</b>');
  });

  it('shows the Tree of Life as an inline PNG by cid, described in words', async () => {
    const mail = readingEmail(reading, 'sarah@example.test', undefined, await treeOfLifePng(reading.tree));
    const [image] = mail.inlineImages ?? [];
    expect(image).toMatchObject({ cid: 'tree-of-life@reading', contentType: 'image/png' });
    expect(image!.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(mail.html).toContain('<img src="cid:tree-of-life@reading"');
    expect(mail.html).toMatch(/alt="Your Tree of Life\. On your Tree of Life, your numbers light Da&#39;at/);
    expect(readingEmail({ ...reading, tree: null }, 'sarah@example.test').inlineImages).toBeUndefined();
    // Without a PNG the tree is drawn inline as SVG (clients that allow it show it).
    expect(readingEmail(reading, 'sarah@example.test').html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  });

  it('draws the tree: 11 sephirot and 22 paths, the lit ones in gold', () => {
    const svg = treeOfLifeSvg({ sephirot: ['kether'], paths: [11] });
    expect(svg.match(/<circle/g)).toHaveLength(11);
    expect(svg.match(/<line/g)).toHaveLength(22);
    expect(svg.match(/stroke="#e2b857"/g)).toHaveLength(1);
    expect(svg.match(/fill="#e2b857"/g)).toHaveLength(1);
  });

  it('keeps the subject on one line and works without a site address', () => {
    const mail = readingEmail({ ...reading, title: 'Line one\r\nBcc: someone@example.test' }, 'sarah@example.test');
    expect(mail.subject).toBe('Your reading: Line one Bcc: someone@example.test');
    expect(mail.text).toContain('It stays in My readings on our site.');
  });
});
