import { normalizeOrigin } from '../../domain/identity-frame';
import type { BankIdentityMode } from '../../stores/bank-identity';
import styles from './BankIdentity.module.css';

interface Props {
  identityOrigin: string;
  orderRef: string;
  mode: BankIdentityMode;
  autoStartUrl: string | null;
  lang: string;
  title: string;
}

/**
 * The identity provider's frame for this attempt, at `{identityOrigin}/bank-identity/`. It
 * posts `betr-oauth` messages to this page (read in stores/bank-identity.ts); it is told
 * this page's origin so that it posts to nobody else.
 */
export function IdentityFrame({ identityOrigin, orderRef, mode, autoStartUrl, lang, title }: Props) {
  const query = new URLSearchParams({ orderRef, mode, lang, origin: window.location.origin });
  if (autoStartUrl) query.set('autoStartUrl', autoStartUrl);
  const src = `${normalizeOrigin(identityOrigin)}/bank-identity/?${query}`;
  return <iframe className={styles.frame} src={src} title={title} part="identity-frame" />;
}
