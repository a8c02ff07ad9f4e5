/** The draft tests' world: each test starts and ends with the seeded casino and an empty tab storage. */
import { installFakeClock, type FakeClock } from '../../test/fake-clock';
import { resetWorld } from '../../test/support';

/** Registers the hooks of a describe block; `clock()` installs a fake clock that the test's end takes down. */
export function draftTestWorld(): { clock(): FakeClock } {
  let installed: FakeClock | null = null;
  const reset = async () => {
    installed?.uninstall();
    installed = null;
    await resetWorld();
    sessionStorage.clear();
  };
  beforeEach(reset);
  afterEach(reset);
  return { clock: () => (installed = installFakeClock()) };
}
