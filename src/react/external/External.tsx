import { safeLink } from '../../domain/safe-url';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import styles from './External.module.css';

export interface ExternalProps {
  /** The game or page to embed (an http(s) address or a path on this site). */
  src?: string;
  /** Accessible name of the frame. */
  title?: string;
}

/** An embedded game or cashier page, 16:9 where there is room, full size below 600px. */
export function External({ src, title }: ExternalProps) {
  const { LL } = useElement();
  // Only web addresses are framed (src/domain/safe-url): never javascript:, data: or //host.
  const url = safeLink(src);
  usePopupTitle(title ?? '');
  if (!url) return <p role="alert">{LL.errors.fallback()}</p>;
  return (
    <div className={styles.frame} part="frame">
      <iframe className={styles.iframe} src={url} title={title ?? ''} allow="fullscreen; autoplay" allowFullScreen />
    </div>
  );
}
