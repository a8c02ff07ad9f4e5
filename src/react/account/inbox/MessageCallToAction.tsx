import type { Message } from '../../../domain/model';
import { messageCallToAction } from '../../../domain/inbox';
import { launchGame } from '../../../stores/launch';
import { openAccount, openDeposit, openWithdraw } from '../../../stores/open';
import { useElement } from '../../ui/ElementRoot';
import { Button } from '../../ui/Button';
import { useAccount } from '../context';
import ui from '../../ui/ui.module.css';

/**
 * A message's call to action, when it has one (an action of none hides it). The page hears
 * `betr-message-action` first and may handle it itself with preventDefault(); otherwise an
 * account tab opens, the cashier opens, a game launches (a /play/{gameId} link), or the
 * link is followed.
 */
export function MessageCallToAction({ message }: { message: Message }) {
  const { emit } = useElement();
  const account = useAccount();
  const cta = messageCallToAction(message);
  if (!cta) return null;
  const { text, action } = cta;
  const announce = () => emit('betr-message-action', { messageId: message.id, action: message.ctaAction ?? '' });

  if (action.kind === 'link') {
    return (
      <a className={ui.button} part="button button-primary" href={action.href} onClick={(event) => !announce() && event.preventDefault()}>
        {text}
      </a>
    );
  }
  const run = () => {
    if (!announce()) return;
    if (action.kind === 'deposit') void openDeposit();
    else if (action.kind === 'withdraw') void openWithdraw();
    else if (action.kind === 'game') void launchGame(action.gameId).catch((error: unknown) => console.error(error));
    else if (action.kind === 'account') {
      if (account) account.select(action.view);
      else openAccount(action.view);
    }
  };
  return <Button onClick={run}>{text}</Button>;
}
