import { openPopup } from '../../stores/popup';
import { useElement } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';

/** What a signed-out visitor sees instead of the player's own things: a way to sign in. */
export function SignInPrompt() {
  const { LL } = useElement();
  return (
    <section className={ui.stack} aria-labelledby="sign-in-prompt-title">
      <h2 className={ui.title} id="sign-in-prompt-title" part="title">{LL.account.title()}</h2>
      <p className={ui.text}>{LL.account.signedOut()}</p>
      <div className={ui.actions}>
        <Button onClick={() => openPopup('sign-in')}>{LL.actions.signIn()}</Button>
      </div>
    </section>
  );
}
