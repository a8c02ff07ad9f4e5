import { expect } from '@open-wc/testing';
import { loader, playerAtom } from './account';
import { signIn, signOut } from './session';
import { resetWorld } from '../../test/support';

describe("the account area's loads", () => {
  beforeEach(resetWorld);

  it('an answer that arrives after the sign-out sets nothing: the next player starts from loading', async () => {
    const store = playerAtom<string>();
    const load = loader(store, 'general');
    await signIn('player@example.com', 'Password1!');
    let answer!: (value: string) => void;
    const loading = load(() => new Promise<string>((resolve) => (answer = resolve)));
    await signOut();
    await signIn('new@example.com', 'Password1!');
    answer("the first player's data");
    await loading;
    expect(store.get()).to.deep.equal({ status: 'loading' });
  });

  it('of overlapping loads the last one asked for is kept', async () => {
    const store = playerAtom<string>();
    const load = loader(store, 'general');
    await signIn('player@example.com', 'Password1!');
    let first!: (value: string) => void;
    const slow = load(() => new Promise<string>((resolve) => (first = resolve)), { datum: 'page 1' });
    await load(async () => 'page 2', { datum: 'page 2' });
    first('page 1');
    await slow;
    expect(store.get()).to.deep.equal({ status: 'ready', value: 'page 2' });
  });
});
