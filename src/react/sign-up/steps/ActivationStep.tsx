import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $profile } from '../../../stores/profile';
import { useElement } from '../../ui/ElementRoot';
import { Embedded } from '../../ui/Embedded';
import { Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/**
 * activation: the activation form (code entry, and a new code on request) embedded. Once
 * the account is activated (the profile says so, however it happened) the wizard goes on.
 */
export function ActivationStep() {
  const { LL } = useElement();
  const wizard = useWizard();
  const profile = useStore($profile);
  const email = profile?.email ?? wizard.values().email ?? '';
  const activated = profile?.isActivated ?? false;
  const next = useRef(wizard.next);
  const moving = useRef(false);
  useEffect(() => {
    next.current = wizard.next;
  });
  useEffect(() => {
    if (!activated || moving.current) return;
    moving.current = true;
    void next.current();
  }, [activated]);

  return (
    <StepFrame>
      {activated ? (
        <Notice level="success">{LL.signUp.activation.activated()}</Notice>
      ) : (
        <>
          {email && <p className={ui.text}>{LL.signUp.activation.sentTo({ email })}</p>}
          <Embedded tag="betr-activation-form" attributes={{ embedded: '', inline: '', ...(email ? { email } : {}) }} fallback={null} />
        </>
      )}
    </StepFrame>
  );
}
