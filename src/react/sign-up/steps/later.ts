/**
 * The steps after the first, in one chunk fetched when the player starts typing: the first
 * step's code stays small, and Continue rarely waits.
 */
export { PersonalStep } from './PersonalStep';
export { AddressStep } from './AddressStep';
export { LimitsStep } from './LimitsStep';
export { AnnualActivityStep } from './AnnualActivityStep';
export { AcceptStep } from './AcceptStep';
export { ActivationStep } from './ActivationStep';
export { BonusStep } from './BonusStep';
export { DepositStep } from './DepositStep';
export { SignInStep } from './SignInStep';
