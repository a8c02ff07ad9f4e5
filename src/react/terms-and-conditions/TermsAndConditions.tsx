import { useStore } from '@nanostores/react';
import { $terms, acceptTerms } from '../../stores/content';
import { $session } from '../../stores/session';
import { closePopup } from '../../stores/popup';
import { $forms, submitForm } from '../../stores/forms';
import { useElement, useFormKey, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Loaded } from '../ui/Loaded';
import { ErrorNotice, Notice } from '../ui/Notice';
import { SafeHtml } from '../ui/SafeHtml';
import ui from '../ui/ui.module.css';
import styles from './TermsAndConditions.module.css';

export interface TermsAndConditionsProps {
  /** Opened after sign-in because the player must accept the current version. */
  required?: boolean;
}

const FORM = 'terms';

/**
 * The terms with their version and content. A signed-in player can accept them; the
 * acceptance sends the version that was shown.
 */
export function TermsAndConditions({ required }: TermsAndConditionsProps) {
  const { LL, inPopup, emit } = useElement();
  const terms = useStore($terms);
  const session = useStore($session);
  const formKey = useFormKey(FORM);
  const state = useStore($forms, { keys: [formKey] })[formKey];
  usePopupTitle(LL.terms.title());

  const accept = async (version: string) => {
    const result = await submitForm(formKey, 'terms', () => acceptTerms(version), 'accepted');
    if (!result.ok) return;
    emit('betr-terms-accepted', { version });
    if (inPopup) closePopup('done');
  };

  return (
    <section className={ui.stack} aria-labelledby="terms-title" aria-busy={terms.status === 'loading'}>
      <h2 className={ui.title} id="terms-title" part="title">
        {LL.terms.title()}
      </h2>
      {required && <Notice level="info">{LL.terms.mustAccept()}</Notice>}
      <Loaded state={terms} retry={() => void $terms.retry()}>
        {({ version, content }) => (
          <>
            <p className={styles.version} part="version">
              {LL.terms.version({ version })}
            </p>
            <div className={styles.content} tabIndex={0} role="document" aria-label={LL.terms.title()}>
              <SafeHtml html={content} />
            </div>
            <ErrorNotice error={state?.error ?? null} />
            {state?.notice === 'accepted' && !inPopup && <Notice level="success">{LL.terms.accepted()}</Notice>}
            {session && state?.notice !== 'accepted' && (
              <div className={ui.actions}>
                <Button busy={state?.status === 'submitting'} onClick={() => void accept(version)}>
                  {state?.status === 'submitting' ? LL.states.loading() : LL.terms.accept()}
                </Button>
              </div>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
