import type { Highlight, TreeOfLifeLights } from '@app/contracts/readings';
import { useId } from 'react';
import {
  describePair,
  describeTree,
  drawTree,
  type DrawnPath,
  type DrawnSephirah,
  isPairTree,
  labelWidth,
  LETTER_R,
  letterPlace,
  type Owner,
  pairKey,
  PLATE,
  R,
  treeKey,
} from './tree-of-life';

const owned = (owner: Owner | null) => (owner ? ` tree--${owner}` : '');

/**
 * The Tree of Life drawn in code on a small night-sky plate: the reader's sephirot and letter paths in
 * gold, the rest in muted indigo. One inline SVG scaled by its viewBox; no asset, no animation. Screen
 * readers get its title and a sentence naming what is lit; lit shapes differ by fill and weight, not by
 * colour alone. A key under it shows which of the reader's numbers lights which sephirah; a lit Da'at
 * carries that number in its disc. Names sit on a small plate so no path line runs through them.
 */
export function TreeOfLife({
  tree,
  highlights,
  names,
}: {
  tree: TreeOfLifeLights;
  highlights: readonly Highlight[];
  /** A compatibility reading's two people (first names): their lights in two colours, with a key. */
  names?: readonly [string, string] | undefined;
}) {
  const pair = names && isPairTree(tree) ? names : undefined;
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const drawn = drawTree(tree, highlights);
  const key = pair
    ? pairKey(tree, highlights, pair)
    : treeKey(tree, highlights).map((k) => ({
        whose: null,
        strong: `${k.label} ${k.value}`,
        rest: `lights ${k.sephirah.name}`,
      }));
  const title = pair ? `${pair[0]} and ${pair[1]} on the Tree of Life` : 'Your Tree of Life';
  return (
    <figure className="tree-of-life" data-testid="tree-of-life">
      {/* The visible heading; screen readers get the same words as the image's own title. */}
      <p className="tree-of-life__title" aria-hidden="true">
        {title}
      </p>
      <svg
        className="tree-of-life__svg"
        viewBox="-2 -3 104 144"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{pair ? describePair(tree, highlights, pair) : describeTree(tree, highlights)}</desc>
        <TreePaths paths={drawn.paths} />
        {drawn.sephirot.map((s) => (
          <Sephirah key={s.id} sephirah={s} />
        ))}
        {drawn.paths
          .filter((p) => p.lit)
          .map((p) => (
            <PathLetter key={p.number} path={p} sephirot={drawn.sephirot} />
          ))}
      </svg>
      {key.length > 0 && (
        // Seen, not read twice: the image's description above says the same in words.
        <ul className="tree-of-life__numbers" aria-hidden="true">
          {key.map((k) => (
            <li key={k.strong} className={k.whose ? `tree--${k.whose}` : undefined}>
              <strong>{k.strong}</strong> {k.rest}
            </li>
          ))}
        </ul>
      )}
      <TreeCaption pair={pair} />
    </figure>
  );
}

/** The 22 paths: the muted ones first, so the reader's lit paths are drawn over them. */
function TreePaths({ paths }: { paths: readonly DrawnPath[] }) {
  return (
    <g className="tree-of-life__paths">
      {paths
        .filter((p) => !p.lit)
        .map((p) => (
          <line key={p.number} className="tree-path" x1={p.from.x} y1={p.from.y} x2={p.to.x} y2={p.to.y} />
        ))}
      {paths
        .filter((p) => p.lit)
        .map((p) => (
          <line
            key={p.number}
            className={`tree-path tree-path--lit${owned(p.owner)}`}
            data-path={p.number}
            data-owner={p.owner ?? undefined}
            x1={p.from.x}
            y1={p.from.y}
            x2={p.to.x}
            y2={p.to.y}
          />
        ))}
    </g>
  );
}

/** One sephirah: its disc (lit or not, half in the second colour when both people's), number and name plate. */
function Sephirah({ sephirah: s }: { sephirah: DrawnSephirah }) {
  return (
    <g
      className={`tree-sephirah${s.lit ? ' tree-sephirah--lit' : ''}${s.number === null ? ' tree-sephirah--hidden' : ''}${owned(s.owner)}`}
      data-sephirah={s.id}
      data-lit={s.lit || undefined}
      data-owner={s.owner ?? undefined}
    >
      {s.lit && <circle className="tree-sephirah__halo" cx={s.x} cy={s.y} r={R + 2.6} />}
      <circle className="tree-sephirah__disc" cx={s.x} cy={s.y} r={R} />
      {/* Both people's: the right half in the second person's colour. */}
      {s.owner === 'both' && (
        <path className="tree-sephirah__half" d={`M ${s.x} ${s.y - R} A ${R} ${R} 0 0 1 ${s.x} ${s.y + R} Z`} />
      )}
      {s.shown !== null && (
        <text className="tree-sephirah__number" x={s.x} y={s.y} dy="0.35em">
          {s.shown}
        </text>
      )}
      <rect
        className="tree-sephirah__plate"
        x={s.x - labelWidth(s.name) / 2}
        y={s.y + R + PLATE.top}
        width={labelWidth(s.name)}
        height={PLATE.height}
        rx={1.6}
      />
      <text className="tree-sephirah__name" x={s.x} y={s.y + R + 5.2}>
        {s.name}
      </text>
    </g>
  );
}

/** A lit path's Hebrew letter, on a small disc along the path. */
function PathLetter({ path: p, sephirot }: { path: DrawnPath; sephirot: readonly DrawnSephirah[] }) {
  const { x, y } = letterPlace(p.from, p.to, sephirot);
  return (
    <g className={`tree-letter${owned(p.owner)}`}>
      <circle cx={x} cy={y} r={LETTER_R} />
      <text x={x} y={y} dy="0.36em" lang="he">
        {p.letter}
      </text>
    </g>
  );
}

/** Which colour is whom (a pair's tree), or what gold means (one reader's). */
function TreeCaption({ pair }: { pair: readonly [string, string] | undefined }) {
  return pair ? (
    // Which colour is whom: the same words are in the image's description for screen readers.
    <figcaption className="tree-of-life__caption" aria-hidden="true" data-testid="tree-key">
      <span className="tree-of-life__legend">
        <span className="tree-of-life__key tree-of-life__key--sephirah tree--first" /> {pair[0]}
      </span>
      <span className="tree-of-life__legend">
        <span className="tree-of-life__key tree-of-life__key--sephirah tree--second" /> {pair[1]}
      </span>
      <span className="tree-of-life__legend">
        <span className="tree-of-life__key tree-of-life__key--sephirah tree--both" /> both of you
      </span>
    </figcaption>
  ) : (
    <figcaption className="tree-of-life__caption" aria-hidden="true">
      <span className="tree-of-life__legend">
        <span className="tree-of-life__key tree-of-life__key--sephirah" /> your sephirot
      </span>
      <span className="tree-of-life__legend">
        <span className="tree-of-life__key tree-of-life__key--path" /> your letters’ paths
      </span>
    </figcaption>
  );
}
