import { Button } from './Button';
import { useStylesheet } from './useStylesheet';
import pieces, { stylesheet } from './pieces.module.css';

interface Props {
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** Accessible name of the navigation, e.g. 'Message pages'. */
  label: string;
  previous: string;
  next: string;
  /** The page number as the player reads it, e.g. 'Page 2 of 4'. */
  status: string;
}

/**
 * Previous / Next with the page number between them. At either end the button says it is
 * unavailable (aria-disabled) but keeps keyboard focus where the player left it.
 */
export function Pagination({ page, pageCount, onPage, label, previous, next, status }: Props) {
  useStylesheet(stylesheet);
  const first = page <= 0;
  const last = page >= pageCount - 1;
  return (
    <nav aria-label={label} className={pieces.pagination} part="pagination">
      <Button variant="secondary" aria-disabled={first} onClick={() => !first && onPage(page - 1)}>
        {previous}
      </Button>
      <span aria-live="polite" aria-atomic="true" part="page-number">
        {status}
      </span>
      <Button variant="secondary" aria-disabled={last} onClick={() => !last && onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
