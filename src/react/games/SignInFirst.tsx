import { openPopup } from '../../stores/popup';
import { Button } from '../ui/Button';
import { useElement } from '../ui/ElementRoot';
import ui from '../ui/ui.module.css';

/** What a visitor sees instead of the player's own games: why, and a way to sign in. */
export function SignInFirst({ title, text }: { title: string; text: string }) {
  const { LL } = useElement();
  return (
    <section className={ui.stack} aria-labelledby="games-title" part="games">
      <h2 className={ui.title} id="games-title" part="title">{title}</h2>
      <p className={ui.text}>{text}</p>
      <div className={ui.actions}>
        <Button onClick={() => openPopup('sign-in')}>{LL.actions.signIn()}</Button>
      </div>
    </section>
  );
}
