import { useStylesheet } from './useStylesheet';
import pieces, { stylesheet } from './pieces.module.css';

/** Placeholder lines while something loads; announced once as `label` (e.g. 'Loading...'). */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  useStylesheet(stylesheet);
  return (
    <div role="status" className={pieces.skeleton} part="skeleton">
      <span className={pieces.visuallyHidden}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} aria-hidden="true" className={pieces.skeletonLine} />
      ))}
    </div>
  );
}
