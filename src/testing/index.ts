/**
 * betr-widgets/testing: the adapter contract suite every built-in adapter passes, for an
 * operator's own adapter. It runs in mocha's BDD interface (web-test-runner's default runner);
 * its assertions are chai's, bundled. docs/connect-a-platform.md, "Testing your adapter", shows a run.
 */
export { testProvider } from './provider-cases';
export { expectError } from './expect-error';
export { signUpValues } from './sign-up-values';
export type {
  ContractOptions,
  ContractMail,
  Credentials,
  ErrorKeys,
  FailingOperation,
  Fixture,
  OwnRule,
  ProviderUnderTest,
} from './options';
