import { normalizeOrigin } from '../../domain/identity-frame';
import type { BankIdentityMode } from '../../stores/bank-identity';
import { identityFrameNavigated } from '../../stores/bank-identity';
import styles from './BankIdentity.module.css';

interface Props {
  src: string;
  title: string;
}

/**
 * The identity provider's frame. It posts `betr-oauth` messages to this page (read in
 * stores/bank-identity.ts). A frame that ends on a page of this origin (the platform's
 * redirect with its code) is read when it loads there; any other origin's address is
 * unreadable, and the frame is still at the provider.
 */
export function IdentityFrame({ src, title }: Props) {
  const loaded = (frame: HTMLIFrameElement) => {
    let href: string | undefined;
    try {
      href = frame.contentWindow?.location.href;
    } catch {
      return;
    }
    if (href) identityFrameNavigated(href);
  };
  return <iframe className={styles.frame} src={src} title={title} part="identity-frame" onLoad={(event) => loaded(event.currentTarget)} />;
}

/**
 * The frame of an order-polling attempt, at `{identityOrigin}/bank-identity/`: it is told
 * this page's origin so that it posts to nobody else.
 */
export function orderFrameUrl(
  identityOrigin: string,
  orderRef: string,
  mode: BankIdentityMode,
  autoStartUrl: string | null,
  lang: string,
): string {
  const query = new URLSearchParams({ orderRef, mode, lang, origin: window.location.origin });
  if (autoStartUrl) query.set('autoStartUrl', autoStartUrl);
  return `${normalizeOrigin(identityOrigin)}/bank-identity/?${query}`;
}
