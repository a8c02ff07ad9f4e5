import { useRef, type KeyboardEvent } from 'react';
import { useStylesheet } from './useStylesheet';
import pieces, { stylesheet } from './pieces.module.css';

export interface TabItem {
  id: string;
  label: string;
}

interface Props {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  orientation?: 'horizontal' | 'vertical';
  /** Prefix of the tab and panel ids: one Tabs per prefix in a shadow root. */
  idPrefix: string;
}

const NEXT: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A tab list (WAI-ARIA tabs): one tab in the Tab order, arrow keys move between tabs and
 * select them, Home and End go to the first and last. The caller renders the panel with
 * {@link tabPanelProps}.
 */
export function Tabs({ label, items, selected, onSelect, orientation = 'horizontal', idPrefix }: Props) {
  useStylesheet(stylesheet);
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected);
    let next: number | null = null;
    if (event.key in NEXT) next = (index + NEXT[event.key]! + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    onSelect(item.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, item.id))}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={pieces.tabs}
      part="tabs"
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, item.id)}
          aria-selected={item.id === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.id === selected ? 0 : -1}
          className={pieces.tab}
          part={item.id === selected ? 'tab tab-selected' : 'tab'}
          onClick={() => onSelect(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

/** The attributes of the panel that shows the selected tab. */
export function tabPanelProps(idPrefix: string, selected: string) {
  return { role: 'tabpanel', id: `${idPrefix}-panel`, 'aria-labelledby': tabId(idPrefix, selected), tabIndex: 0 } as const;
}
