import { useElement } from '../../ui/ElementRoot';
import { Checkbox } from '../../ui/Checkbox';
import { interpolate } from '../../ui/interpolate';
import type { BoundForm } from '../../ui/bound';

/**
 * The terms checkbox (links to the terms and privacy pages, in a new tab) with the note
 * that accepting confirms being over 18, and the marketing checkbox.
 */
export function TermsChecks({ form }: { form: BoundForm }) {
  const { LL } = useElement();
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" part="link">
      {text}
    </a>
  );
  const terms = interpolate((p) => LL.signUp.accept.terms(p), {
    terms: link('/terms-and-conditions', LL.signUp.accept.termsLink()),
    privacy: link('/privacy-policy', LL.signUp.accept.privacyLink()),
  });
  return (
    <>
      <Checkbox form={form} name="acceptTerms" label={terms} hint={LL.signUp.accept.ageTooltip()} />
      <Checkbox form={form} name="acceptMarketing" label={LL.signUp.accept.marketing()} />
    </>
  );
}
