import type { ReactNode } from 'react';
import { useStylesheet } from './useStylesheet';
import pieces, { stylesheet } from './pieces.module.css';

export interface AccordionItem {
  id: string;
  /** What the header button shows (and its accessible name). */
  header: ReactNode;
  /** Rendered only while the item is open. */
  content: () => ReactNode;
}

interface Props {
  items: readonly AccordionItem[];
  /** The id of the open item, if any. */
  open: string | null;
  onToggle(id: string): void;
  /** Prefix of the header and panel ids. */
  idPrefix: string;
  headingLevel?: 3 | 4;
}

/** A list of headed sections, each opened by its header button (WAI-ARIA accordion). */
export function Accordion({ items, open, onToggle, idPrefix, headingLevel = 3 }: Props) {
  useStylesheet(stylesheet);
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={pieces.accordion} part="accordion">
      {items.map((item) => {
        const expanded = item.id === open;
        const buttonId = `${idPrefix}-${item.id}-header`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <li key={item.id} className={pieces.accordionItem} part={expanded ? 'accordion-item accordion-item-open' : 'accordion-item'}>
            <Heading className={pieces.accordionHeading}>
              <button
                type="button"
                id={buttonId}
                className={pieces.accordionButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
              >
                {item.header}
              </button>
            </Heading>
            <div id={panelId} className={pieces.accordionPanel} hidden={!expanded} part="accordion-panel">
              {expanded && item.content()}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
