import type { ReactNode } from 'react';
import { openPopup } from '../../stores/popup';
import { useElement } from './ElementRoot';
import { Button } from './Button';
import { Notice } from './Notice';
import ui from './ui.module.css';

/** In a widget that needs a signed-in player, what a visitor sees: why, and a way to sign in. */
export function SignInRequired({ text }: { text: string }) {
  const { LL } = useElement();
  return (
    <div className={ui.stack}>
      <Notice level="info">{text}</Notice>
      <div className={ui.actions}>
        <Button onClick={() => openPopup('sign-in')}>{LL.actions.signIn()}</Button>
      </div>
    </div>
  );
}

/**
 * The signed-out guard of a widget that needs a player (reality check, self-exclude, source
 * of wealth, session summary): the widget's own heading, then why and a way to sign in.
 * A view returns it while `$session` is null.
 */
export function SignedOut({ heading, labelledBy }: { heading: ReactNode; labelledBy: string }) {
  const { LL } = useElement();
  return (
    <section className={ui.stack} aria-labelledby={labelledBy}>
      {heading}
      <SignInRequired text={LL.responsibleGaming.signInFirst()} />
    </section>
  );
}
