import { openPopup } from '../../stores/popup';
import { useElement } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';

/** A visitor at the cashier: 'Sign in to deposit or withdraw.' and a way to sign in. */
export function SignInFirst() {
  const { LL } = useElement();
  return (
    <>
      <p className={ui.text}>{LL.cashier.signInFirst()}</p>
      <div className={ui.actions}>
        <Button onClick={() => openPopup('sign-in')}>{LL.actions.signIn()}</Button>
      </div>
    </>
  );
}
