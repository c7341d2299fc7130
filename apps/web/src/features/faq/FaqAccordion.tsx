import { useId, useState } from 'react';
import type { FaqItem } from './home-faq';

function Answer({ answer: Paragraphs }: Pick<FaqItem, 'answer'>) {
  if (Array.isArray(Paragraphs)) return Paragraphs.map((p) => <p key={p}>{p}</p>);
  return <Paragraphs />;
}

/**
 * One answer open at a time; pressing the open question closes it. Real buttons, so Enter and Space work,
 * with aria-expanded / aria-controls for screen readers. All panels are in the HTML (hidden when closed)
 * so the prerendered page already holds every answer.
 */
export default function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="accordion">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div className="accordion__item" key={item.id}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className="accordion__chevron" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <Answer answer={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
