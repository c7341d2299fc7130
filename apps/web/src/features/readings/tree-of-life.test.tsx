import { computeChart, writeSimpleReport } from '@app/numerology';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TreeOfLife } from './TreeOfLife';
import { describeTree, drawTree, labelWidth, LETTER_R, letterPlace, PLATE, R } from './tree-of-life';

const person = { name: 'Miriam Cohen', dateOfBirth: '1990-05-17', bornInMorning: true };
const highlightsOf = (p: typeof person) =>
  writeSimpleReport(p, '2025-01-01').highlights.map((h) => ({
    label: h.label,
    value: String(h.value),
    meaning: h.meaning,
  }));
const lightsOf = (p: typeof person) => {
  const t = computeChart(p, '2025-01-01').treeOfLife;
  return { sephirot: [...t.sephirot], paths: [...t.paths] };
};

describe('drawTree', () => {
  it('places the ten sephirot, Da’at and the 22 paths, lighting exactly the reading’s', () => {
    const lights = lightsOf(person);
    const drawn = drawTree(lights, highlightsOf(person));
    expect(drawn.sephirot).toHaveLength(11);
    expect(drawn.sephirot.filter((s) => s.number === null).map((s) => s.id)).toEqual(['daat']);
    expect(drawn.paths.map((p) => p.number)).toEqual(Array.from({ length: 22 }, (_, i) => i + 11));
    expect(
      drawn.sephirot
        .filter((s) => s.lit)
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      lights.sephirot.filter((id) => id !== 'daat' || drawn.sephirot.find((s) => s.id === id)!.litBy.length > 0).sort(),
    );
    expect(
      drawn.paths
        .filter((p) => p.lit)
        .map((p) => p.number)
        .sort(),
    ).toEqual([...lights.paths].sort());
    // Every path runs between two drawn sephirot.
    const places = new Set(drawn.sephirot.map((s) => `${s.x},${s.y}`));
    for (const p of drawn.paths) {
      expect(places.has(`${p.from.x},${p.from.y}`)).toBe(true);
      expect(places.has(`${p.to.x},${p.to.y}`)).toBe(true);
    }
  });

  it('lights Da’at only when one of the reader’s numbers lights it, and says which', () => {
    const unexplained = drawTree({ sephirot: ['daat', 'malkuth'], paths: [] }, []);
    expect(unexplained.sephirot.filter((s) => s.lit).map((s) => s.id)).toEqual(['malkuth']);
    const eleven = drawTree({ sephirot: ['daat'], paths: [] }, [{ label: 'Life Path', value: '11', meaning: '' }]);
    expect(eleven.sephirot.find((s) => s.id === 'daat')).toMatchObject({ lit: true, litBy: ['Life Path 11'] });
  });

  it('ignores ids and numbers it does not know', () => {
    const drawn = drawTree({ sephirot: ['narnia'], paths: [99] });
    expect(drawn.sephirot.some((s) => s.lit)).toBe(false);
    expect(drawn.paths.some((p) => p.lit)).toBe(false);
  });
});

describe('describeTree', () => {
  it('says which core number lights which sephirah, and names the lit paths', () => {
    const chart = computeChart(person, '2025-01-01');
    const text = describeTree(lightsOf(person), highlightsOf(person));
    const lp = chart.sephirot.lifePath;
    expect(text).toContain(`Your Life Path ${lp.number} lights ${lp.name}`);
    for (const key of ['expression', 'soulUrge', 'personality', 'birthday'] as const) {
      expect(text).toContain(`${chart.sephirot[key].number} lights ${chart.sephirot[key].name}`);
    }
    for (const path of chart.treeOfLife.paths) expect(text).toContain(`path ${path},`);
  });

  it('still names lit sephirot that no card explains, but not a Da’at without a number', () => {
    expect(describeTree({ sephirot: ['daat', 'malkuth'], paths: [] }, [])).toBe('Lit: Malkuth (Kingdom).');
    expect(describeTree({ sephirot: ['daat'], paths: [11] }, [{ label: 'Life Path', value: '11', meaning: '' }])).toBe(
      "Your Life Path 11 lights Da'at (Knowledge). The path of your letters glows too: Aleph, path 11, from Kether to Chokmah.",
    );
    expect(describeTree({ sephirot: [], paths: [] })).toMatch(/No sephirah or path is lit/);
  });
});

describe('TreeOfLife', () => {
  it('renders an image named "Your Tree of Life" with its description, lit shapes marked', () => {
    const lights = lightsOf(person);
    const html = renderToStaticMarkup(<TreeOfLife tree={lights} highlights={highlightsOf(person)} />);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('<title id="');
    expect(html).toContain('>Your Tree of Life</title>');
    expect(html).toMatch(/<desc id="[^"]+">Your Life Path \d+ lights/);
    const drawn = drawTree(lights, highlightsOf(person));
    expect(html.match(/data-lit="true"/g)).toHaveLength(drawn.sephirot.filter((s) => s.lit).length);
    // Which number lights which sephirah is shown, not only told to screen readers.
    for (const s of drawn.sephirot.filter((d) => d.litBy.length > 0)) {
      expect(html).toContain(`${s.litBy[0]}</strong> lights ${s.name}`);
    }
    expect(html.match(/tree-path--lit/g)).toHaveLength(lights.paths.length);
    expect(html.match(/class="tree-sephirah__disc"/g)).toHaveLength(11);
  });
});

describe('letterPlace', () => {
  const all = { sephirot: [] as string[], paths: Array.from({ length: 22 }, (_, i) => i + 11) };
  const drawn = drawTree(all, []);

  it("puts every path's letter where it covers no sephirah and no name, near its own line", () => {
    for (const p of drawn.paths) {
      const q = letterPlace(p.from, p.to, drawn.sephirot);
      for (const s of drawn.sephirot) {
        expect(Math.hypot(s.x - q.x, s.y - q.y), `path ${p.number} on ${s.id}`).toBeGreaterThan(R + LETTER_R);
        const half = labelWidth(s.name) / 2;
        const top = s.y + R + PLATE.top;
        const dx = Math.max(s.x - half - q.x, 0, q.x - (s.x + half));
        const dy = Math.max(top - q.y, 0, q.y - (top + PLATE.height));
        expect(Math.hypot(dx, dy), `path ${p.number} on ${s.id}'s name`).toBeGreaterThan(LETTER_R);
      }
      // Within a short reach of the line it labels.
      const len = Math.hypot(p.to.x - p.from.x, p.to.y - p.from.y);
      const off = Math.abs((p.to.x - p.from.x) * (p.from.y - q.y) - (p.from.x - q.x) * (p.to.y - p.from.y)) / len;
      expect(off, `path ${p.number}`).toBeLessThanOrEqual(12.5 + 1e-9);
    }
  });
});

describe('a compatibility reading’s tree', () => {
  const sarah = { name: 'Sarah Lynn Levy', dateOfBirth: '1977-05-04', bornInMorning: true };
  const dana = { name: 'Dana Cohen', dateOfBirth: '1980-10-12', bornInMorning: false };
  // Plain string arrays, as the contract carries them.
  const a: { sephirot: string[]; paths: number[] } = lightsOf(sarah);
  const b: { sephirot: string[]; paths: number[] } = lightsOf(dana);
  const lights = {
    sephirot: [...new Set([...a.sephirot, ...b.sephirot])],
    paths: [...new Set([...a.paths, ...b.paths])],
    people: [a, b],
  };
  const core = (label: string) => highlightsOf(sarah).find((h) => h.label === label)!.value;
  const coreB = (label: string) => highlightsOf(dana).find((h) => h.label === label)!.value;
  const highlights = ['Life Path', 'Expression', 'Soul Urge'].map((label) => ({
    label,
    value: `${core(label)} & ${coreB(label)}`,
    meaning: 'where you meet',
  }));

  it('marks each lit sephirah and path as the first person’s, the second’s or both', () => {
    const drawn = drawTree(lights, highlights);
    for (const s of drawn.sephirot.filter((x) => x.lit)) {
      const expected =
        a.sephirot.includes(s.id) && b.sephirot.includes(s.id)
          ? 'both'
          : a.sephirot.includes(s.id)
            ? 'first'
            : 'second';
      expect(s.owner).toBe(expected);
    }
    expect(drawn.sephirot.filter((s) => !s.lit).every((s) => s.owner === null)).toBe(true);
    expect(drawn.paths.filter((p) => p.lit).every((p) => p.owner !== null)).toBe(true);
    // A one-person tree has no owners.
    expect(drawTree(a, highlightsOf(sarah)).sephirot.every((s) => s.owner === null)).toBe(true);
  });

  it('draws a key saying which colour is whom, and names them in the picture’s description', () => {
    const html = renderToStaticMarkup(<TreeOfLife tree={lights} highlights={highlights} names={['Sarah', 'Dana']} />);
    const key = /<figcaption[^>]*data-testid="tree-key"[^>]*>(.*?)<\/figcaption>/.exec(html)![1]!;
    expect(
      key
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Sarah Dana both of you');
    expect(key).toContain('tree--first');
    expect(key).toContain('tree--second');
    expect(html).toContain(`Sarah’s Life Path ${core('Life Path')}`);
    expect(html).toContain(`Dana’s Life Path ${coreB('Life Path')}`);
    expect(html).toMatch(/<desc[^>]*>[^<]*Lit for (Sarah|Dana|both of you):/);
    expect(html).toContain('data-owner="second"');
  });
});
