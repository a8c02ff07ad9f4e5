import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/sign-up';
import '../../elements/source-of-wealth';
import '../../elements/jackpots';
import '../../elements/tournament';
import '../../elements/chat';
import type { Lack } from '../../domain/operations';
import { resetWorld, stubControls, text } from '../../../test/support';

describe('an element whose operation the platform lacks (Provider.lacks)', () => {
  beforeEach(resetWorld);
  afterEach(async () => (await stubControls()).lack([]));

  it('says "This is not available here." instead of its form (sign-up where the platform registers players itself)', async () => {
    (await stubControls()).lack(['signUp']);
    const el = await fixture(html`<betr-sign-up inline></betr-sign-up>`);
    await text(el, 'This is not available here.');
    expect(el.shadowRoot!.querySelector('input')).to.equal(null);
  });

  it("in the element's language", async () => {
    (await stubControls()).lack(['submitSourceOfWealth']);
    const el = await fixture(html`<betr-source-of-wealth lang="sv" inline></betr-source-of-wealth>`);
    await text(el, 'Det här är inte tillgängligt här.');
  });

  const ENGAGEMENT: [tag: string, operation: Lack][] = [
    ['betr-jackpots', 'getJackpots'],
    ['betr-tournament', 'getLeaderboard'],
    ['betr-chat', 'getChatConfig'],
  ];
  for (const [tag, operation] of ENGAGEMENT) {
    it(`<${tag}> where the platform lacks ${operation} (e.g. tournaments and chat on the first platform)`, async () => {
      (await stubControls()).lack([operation]);
      const el = await fixture(`<${tag} identifier="spring-spins" inline></${tag}>`);
      await text(el, 'This is not available here.');
      expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    });
  }
});
