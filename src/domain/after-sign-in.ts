import type { Lack } from './operations';
import type { SignInResult } from './model';

/** The terms screen opens this long after sign-in when terms must be accepted (spec: 1 s). */
export const TERMS_DELAY_MS = 1000;

/** What follows a sign-in, after the pages the platform requires (src/domain/display-pages). */
export interface AfterSignIn {
  /** The terms screen, `TERMS_DELAY_MS` after the required pages: the player must accept them to stay. */
  terms: boolean;
  /** The popup that greets the player last: the welcome when the email is verified, else the activate popup; null for none. */
  greeting: 'welcome-message' | 'activate-message' | null;
}

/**
 * The steps after a successful sign-in (spec: onboarding, sign-in). A step the platform lacks
 * the operation of is skipped, not shown failing or empty: the welcome without welcome content
 * (WAMP, turnkey, a page's own partial adapter), the activate popup without activation, the
 * terms without terms or their acceptance.
 */
export function afterSignIn(
  result: Pick<SignInResult, 'isEmailVerified' | 'mustAcceptTerms'>,
  lacks: (operation: Lack) => boolean,
): AfterSignIn {
  const greeting = result.isEmailVerified ? 'welcome-message' : 'activate-message';
  return {
    terms: result.mustAcceptTerms && !lacks('getTerms') && !lacks('acceptTerms'),
    greeting: lacks(greeting === 'welcome-message' ? 'getWelcomeContent' : 'activate') ? null : greeting,
  };
}
