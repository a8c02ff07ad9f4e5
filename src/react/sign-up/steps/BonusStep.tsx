import type { Bonus } from '../../../domain/model';
import { bonusChosen } from '../../../stores/sign-up-registration';
import { BonusSelector } from '../../bonus-selector/BonusSelector';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/**
 * bonus selection: the bonus selector (offers in the chosen currency). Choosing nothing
 * continues to deposit; a deposit bonus keeps its code for the deposit; any other bonus is
 * triggered by the selector at once.
 */
export function BonusStep() {
  const wizard = useWizard();
  const done = (bonus: Bonus | null) => void bonusChosen(wizard.wizardId, wizard.variant, bonus);
  return (
    <StepFrame>
      <BonusSelector onDone={done} currency={wizard.currency()} />
    </StepFrame>
  );
}
