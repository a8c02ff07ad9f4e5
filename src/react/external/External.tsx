import { useElement, usePopupTitle } from '../ui/ElementRoot';
import styles from './External.module.css';

export interface ExternalProps {
  /** The game or page to embed (http, https or a relative address). */
  src?: string;
  /** Accessible name of the frame. */
  title?: string;
}

/**
 * Only web addresses are framed: never javascript: or data: URLs from a provider. Another
 * site only when the address names it plainly (`https://host/…`, `//host/…`): a host
 * reached through backslashes, control characters or missing slashes (`/\t/host`,
 * `\\host`, `https:host`), which a browser quietly repairs, is refused.
 */
function safeFrameUrl(src: string | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, window.location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const written = src.toLowerCase();
    const plain = written.startsWith(`${url.protocol}//${url.host}`) || written.startsWith(`//${url.host}`);
    return url.origin === window.location.origin || plain ? url.href : null;
  } catch {
    return null;
  }
}

/** An embedded game or cashier page, 16:9 where there is room, full size below 600px. */
export function External({ src, title }: ExternalProps) {
  const { LL } = useElement();
  const url = safeFrameUrl(src);
  usePopupTitle(title ?? '');
  if (!url) return <p role="alert">{LL.errors.fallback()}</p>;
  return (
    <div className={styles.frame} part="frame">
      <iframe className={styles.iframe} src={url} title={title ?? ''} allow="fullscreen; autoplay" allowFullScreen />
    </div>
  );
}
