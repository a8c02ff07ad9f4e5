import { expect, test, type Page } from '@playwright/test';
import { openFresh, signInThroughPage } from './support';

// Jackpots, the tournament and the chat launcher of the demo page, as a player meets them,
// on REST (the page's journeys side by side), and on WAMP, which has no tournaments or chat.

const REFUSALS = [
  ['optin-not-required', 'Optin not required.'],
  ['already-optin', 'Already optined in.'],
  ['optin-not-allowed', 'Not allowed.'],
  ['not-found', 'Tournament not found.'],
] as const;

/** Make the platform refuse the next opt-ins with `key`: this test's casino on the REST stand-in. */
async function refuseOptIn(page: Page, key: string): Promise<void> {
  const answer = await page.request.post('/api/demo/fault', {
    data: { mode: 'error', path: '/player/tournament-opt-in', area: 'tournament', key },
  });
  expect(answer.ok()).toBe(true);
}

async function jackpotsShowFormattedAmounts(page: Page): Promise<void> {
  const jackpots = page.locator('main betr-jackpots');
  await expect(jackpots.getByText('€1,254,300.55', { exact: true })).toBeVisible();
  await expect(jackpots.getByText(/^SEK\s452,310$/).first()).toBeVisible();
  await expect(jackpots.getByText('€1,355,700.75', { exact: true })).toBeVisible();
}

// On REST; the embedded stub shows the same: the contract suite (test/contract) covers its operations.
test("rest: jackpots formatted, the tournament's ten rows and the opt-in's four refusals, the chat opens", async ({ page }) => {
  const errors = await openFresh(page, '/?adapter=rest');
  const tournament = page.locator('main betr-tournament');
  const chat = page.locator('main betr-chat');
  // The jackpots are read beside the rest; the chat and the tournament are clicked one after
  // the other: two clicks at once on one page interleave the one mouse's presses and releases,
  // and one of them then clicks nothing.
  await Promise.all([
    jackpotsShowFormattedAmounts(page),
    (async () => {
      await chat.getByRole('button', { name: 'Chat with us' }).click();
      const chatWindow = page.getByRole('dialog', { name: 'Support chat' });
      await expect(chatWindow).toContainText('Connected to betr-demo support.');
      await chatWindow.getByRole('button', { name: 'Close chat' }).click();
      await expect(chatWindow).toBeHidden();

      await expect(tournament.getByRole('row')).toHaveCount(11);
      await expect(tournament.getByRole('row').nth(1)).toHaveText(/^1\s*Anna K\s*5,000$/);
      await expect(tournament.getByRole('timer')).toBeVisible();
      await signInThroughPage(page);
      const optIn = tournament.getByRole('button', { name: 'Opt in' });
      for (const [key, text] of REFUSALS) {
        await refuseOptIn(page, key);
        await optIn.click();
        await expect(tournament.getByRole('alert')).toHaveText(text);
      }
    })(),
  ]);
  expect(errors).toEqual([]);
});

test('wamp: jackpots formatted; the platform has no tournaments or chat, and says so', async ({ page }) => {
  const errors = await openFresh(page, '/?adapter=wamp');
  await Promise.all([
    jackpotsShowFormattedAmounts(page),
    expect(page.locator('main betr-tournament')).toContainText('This is not available here.'),
    expect(page.locator('main betr-chat')).toContainText('This is not available here.'),
  ]);
  expect(errors).toEqual([]);
});
