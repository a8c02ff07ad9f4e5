import { useElement } from '../../ui/ElementRoot';
import { Embedded } from '../../ui/Embedded';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/**
 * deposit: the deposit widget with the chosen bonus code, or with none when the player chose
 * none (it does not offer the bonuses again). Its success closes the popup and
 * ends the wizard. Where the deposit cannot be offered (not in this build, or its
 * configuration failed) the player is told so and can close: never a dead end.
 */
export function DepositStep() {
  const { LL } = useElement();
  const wizard = useWizard();
  const { deposit, bonusCode } = wizard.state;
  const close = <Button onClick={() => wizard.finish('closed')}>{LL.actions.close()}</Button>;
  const unavailable = (
    <div className={ui.stack}>
      <Notice level="info">{LL.signUp.deposit.unavailable()}</Notice>
      <div className={ui.actions}>{close}</div>
    </div>
  );

  if (deposit?.status === 'failed') {
    return (
      <StepFrame>
        <ErrorNotice error={deposit.error} />
        <div className={ui.actions}>{close}</div>
      </StepFrame>
    );
  }
  return (
    <StepFrame>
      <p className={ui.text}>{LL.signUp.deposit.intro()}</p>
      <Embedded
        tag="betr-deposit"
        // The bonus step settled the bonus: the deposit does not ask again.
        attributes={{
          inline: '',
          'skip-bonus': '',
          ...(bonusCode ? { 'bonus-code': bonusCode } : {}),
          ...(wizard.amount ? { amount: String(wizard.amount) } : {}),
        }}
        on={{ 'betr-deposit-success': () => wizard.finish('complete') }}
        fallback={unavailable}
      />
    </StepFrame>
  );
}
