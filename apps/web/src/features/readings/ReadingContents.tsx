import { type MouseEvent, type RefObject, useEffect, useState } from 'react';
import { bringIntoView } from './bring-into-view';
import type { Section } from './sections';

const CONTENTS_ID = 'reading-contents';

/**
 * Follows a link inside the reading without touching the address: the reading's own address and history entry
 * (ADR 0632) stay as they are, and focus moves to the target so a screen reader carries on from there.
 */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string, focusId = id): void {
  const target = document.getElementById(id);
  const focus = document.getElementById(focusId);
  if (!target || !focus) return;
  event.preventDefault();
  bringIntoView(target, focus);
}

/** The reading's table of contents: a link to each section's heading, at the top of a long reading. */
export function ReadingContents({ sections }: { sections: readonly Section[] }) {
  return (
    <nav id={CONTENTS_ID} className="reading-contents" aria-labelledby={`${CONTENTS_ID}-title`}>
      <h3 id={`${CONTENTS_ID}-title`} className="reading-contents__title" tabIndex={-1}>
        In this reading
      </h3>
      <ol className="reading-contents__list">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} onClick={(e) => goTo(e, s.id)}>
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * "Contents ↑", kept at hand at the foot of the screen while the reader is inside the reading and the contents
 * have scrolled away above; gone at the contents and once the reading's end has passed.
 */
export function BackToContents({ article }: { article: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const contents = document.getElementById(CONTENTS_ID);
      if (!contents || !article.current) return;
      const below = contents.getBoundingClientRect().bottom < 0;
      setShown(below && article.current.getBoundingClientRect().bottom > window.innerHeight / 2);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [article]);
  if (!shown) return null;
  return (
    <a
      href={`#${CONTENTS_ID}`}
      className="reading-contents__back no-print"
      onClick={(e) => goTo(e, CONTENTS_ID, `${CONTENTS_ID}-title`)}
    >
      <span aria-hidden="true">↑</span> Contents
    </a>
  );
}
