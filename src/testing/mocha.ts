/**
 * The suite registers its cases with mocha's BDD functions (`describe`, `it`, `beforeEach`):
 * the globals web-test-runner's default runner, and mocha itself, define. They are read
 * from the page when `testProvider` is called rather than typed by @types/mocha, so the
 * package's declarations need no runner's types.
 */

/** What a case's `this` offers: mocha's skip, and the running test (its title carries the skip's reason). */
export interface CaseContext {
  skip(): never;
  test?: { title: string };
}

export interface MochaGlobals {
  describe(title: string, fn: () => void): unknown;
  it(title: string, fn: (this: CaseContext) => Promise<void>): unknown;
  beforeEach(fn: () => Promise<void> | void): unknown;
}

export function mochaGlobals(): MochaGlobals {
  const page = globalThis as unknown as Partial<MochaGlobals>;
  if (typeof page.describe !== 'function' || typeof page.it !== 'function' || typeof page.beforeEach !== 'function') {
    throw new Error(
      "betr-widgets/testing: describe, it and beforeEach are not defined. Run the suite in mocha's BDD interface (web-test-runner's default runner, or mocha itself).",
    );
  }
  return page as MochaGlobals;
}
