import { useLayoutEffect } from 'react';
import { useElement, useNamespaces } from '../ui/ElementRoot';
import { BankIdentity } from './BankIdentity';
import { stylesheet } from './BankIdentity.module.css';

let sheet: CSSStyleSheet | null = null;

/** Add the bank-identity styles to an element's shadow root, once. */
function adoptStyles(host: HTMLElement): void {
  const root = host.shadowRoot;
  if (!root) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(stylesheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Bank-identity sign-in inside `<betr-sign-in>` (the SGA jurisdiction). Loaded only there,
 * so it brings what the sign-in element does not have: its texts and its style sheet,
 * added to the element's shadow root.
 */
export default function SignInWithBankIdentity() {
  const { host } = useElement();
  const ready = useNamespaces(['identity']);
  useLayoutEffect(() => adoptStyles(host), [host]);
  return ready ? <BankIdentity mode="sign-in" /> : null;
}
