import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { savedReading } from './helpers/readings';
import { signIn } from './helpers/session';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
const email = () => `reader-${randomUUID()}@example.test`;

/** Every word a PDF's pages carry, as a reader's PDF tool would extract it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

const MIRIAM = { name: 'Miriam Shoshana Katz', date_of_birth: '1985-03-09' };

describe.each(DB_KINDS)('keeping and sharing a reading on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://numerology.example' });
  });
  afterAll(() => server?.close());

  it('gives the owner a PDF of the reading with its title, numbers and Tree of Life; nobody else', async () => {
    const owner = await signIn(server, email());
    const id = await savedReading(owner, MIRIAM);
    const res = await owner.fetch(`/api/readings/${id}/pdf`, { headers: { 'accept-language': 'en-US,en;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kabbalah-numerology-simple-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(5000);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('A numerology reading for Miriam');
    // Dated in the reader's language, as the site dates things.
    expect(text).toMatch(
      /Written (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(text).toContain('LIFE PATH');
    expect(text).toContain('Your Life Path');
    expect(text).toMatch(/On your Tree of Life, your numbers light/);
    expect(text).not.toContain('##');
    // The Hebrew spelling and the Hebrew birth date are in the text, in reading (logical) order: drawn right to
    // left, with an embedded face that has the letters.
    expect(text).toContain('מרים שושנה כץ');
    expect(text).toContain('ט״ז אדר תשמ״ה');
    expect(text).toMatch(/8 ח/);
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifHebrew/);
    // The tree is drawn as an image in the PDF.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);

    const stranger = await signIn(server, email());
    expect((await stranger.fetch(`/api/readings/${id}/pdf`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/readings/${id}/pdf`)).status).toBe(401);
    expect((await owner.fetch('/api/readings/not-a-uuid/pdf')).status).toBe(404);
  });

  it('shares the numbers and a summary at an unguessable URL, never the name or date of birth; revocable', async () => {
    const owner = await signIn(server, email());
    const id = await savedReading(owner, MIRIAM);
    const stranger = await signIn(server, email());
    expect((await stranger.fetch(`/api/readings/${id}/share`, { method: 'POST', body: '{}' })).status).toBe(404);

    const created = await owner.fetch(`/api/readings/${id}/share`, { method: 'POST', body: '{}' });
    expect(created.status).toBe(200);
    const { token, url } = (await created.json()) as { token: string; url: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`https://numerology.example/s/${token}`);
    // Sharing again gives the same live link.
    const again = (await (await owner.fetch(`/api/readings/${id}/share`, { method: 'POST', body: '{}' })).json()) as {
      token: string;
    };
    expect(again.token).toBe(token);

    const page = await fetch(`${server.url}/s/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="A numerology reading">');
    expect(html).toContain(`<meta property="og:image" content="https://numerology.example/s/${token}/og.png">`);
    expect(html).toContain(`<meta property="og:url" content="https://numerology.example/s/${token}">`);
    expect(html).toMatch(/Life Path/);
    expect(html).not.toMatch(/<script/i);
    for (const secret of ['Miriam', 'Shoshana', 'Katz', '1985', '03-09', '9 March', 'Hebrew birth date']) {
      expect(html, secret).not.toContain(secret);
    }

    const image = await fetch(`${server.url}/s/${token}/og.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    expect(((await (await owner.fetch(`/api/readings/${id}/share`)).json()) as { url: string }).url).toBe(url);
    expect((await stranger.fetch(`/api/readings/${id}/share`, { method: 'DELETE' })).status).toBe(404);
    const revoked = await owner.fetch(`/api/readings/${id}/share`, { method: 'DELETE' });
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect((await fetch(`${server.url}/s/${token}`)).status).toBe(404);
    expect((await fetch(`${server.url}/s/${token}/og.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/s/not-a-real-token-at-al`)).status).toBe(404);
    // A new share after revoking is a new URL.
    const fresh = (await (await owner.fetch(`/api/readings/${id}/share`, { method: 'POST', body: '{}' })).json()) as {
      token: string;
    };
    expect(fresh.token).not.toBe(token);
  });
});
