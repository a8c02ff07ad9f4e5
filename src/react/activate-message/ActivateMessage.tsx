import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { ActivationForm } from '../activation-form/ActivationForm';
import ui from '../ui/ui.module.css';

/** Shown after sign-in when the email is not verified: why, and the activation code entry. */
export function ActivateMessage() {
  const { LL } = useElement();
  usePopupTitle(LL.activateMessage.title());
  return (
    <section className={ui.stack} aria-labelledby="activate-title">
      <h2 className={ui.title} id="activate-title" part="title">
        {LL.activateMessage.title()}
      </h2>
      <p className={ui.text}>{LL.activateMessage.body()}</p>
      <ActivationForm embedded />
    </section>
  );
}
