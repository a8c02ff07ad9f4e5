import { test, expect, type Page } from '@playwright/test';
import { injectAxe, openFresh } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** axe-core on the setup, the configurator and the live element (its shadow DOM included): no violation at all. */
async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: object, options: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(
      { include: [['#setup'], ['#configurator'], ['[data-testid="live"]']] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    );
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

test('the configurator: the form from the manifest drives the live element, and the copied tag renders the same element', async ({
  page,
}) => {
  test.setTimeout(90_000); // axe on a 2-core machine shared with other runs
  const errors = await openFresh(page, '/demo/catalogue.html#betr-account');
  const element = page.locator('#element');
  const form = page.getByRole('form', { name: 'Configure the tag' });

  // Each attribute is a control of its kind: `view` lists its values with the default named,
  // `inline` is a checkbox (on), `message-id` is text; each is described by its documentation.
  const view = form.getByRole('combobox', { name: 'view (string)' });
  await expect(view.getByRole('option')).toHaveText([
    '(default: inbox)',
    'inbox',
    'edit-profile',
    'change-password',
    'history',
    'responsible-gaming',
    'bonuses',
    'subscriptions',
    'bonus-code',
    'verify',
    'sign-out',
  ]);
  await expect(form.getByRole('checkbox', { name: 'inline (boolean)' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'message-id (string)' })).toHaveAccessibleDescription(
    'open the inbox at this message (with no view, or view="inbox")',
  );
  await expect(element.locator('#tag-code')).toHaveText('<betr-account inline></betr-account>');

  // With the keyboard alone: choose a language and a tab, type a message id.
  await form.getByRole('combobox', { name: 'lang (string)' }).focus();
  await page.keyboard.press('End'); // sv, the last locale
  await view.selectOption('responsible-gaming');
  await form.getByRole('textbox', { name: 'message-id (string)' }).focus();
  await page.keyboard.type('m-1 & "x"');
  const expected = '<betr-account view="responsible-gaming" message-id="m-1 &amp; &quot;x&quot;" lang="sv" inline></betr-account>';
  await expect(element.locator('#tag-code')).toHaveText(expected);
  const live = element.getByTestId('live').locator('betr-account');
  await expect(live).toHaveAttribute('view', 'responsible-gaming');
  await expect(live).toHaveAttribute('lang', 'sv');
  await expect(live).toHaveAttribute('message-id', 'm-1 & "x"');

  // Copy: the clipboard holds the exact tag, and a status says so.
  await element.getByRole('button', { name: 'Copy the tag' }).click();
  await expect(element.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(expected);

  // Pasted as a CMS would, the tag makes the same element as the live one. It is parsed on a
  // blank page: the demo enforces Trusted Types, under which a page parses no HTML string.
  const shown = await page
    .locator('[data-testid="live"] > betr-account')
    .evaluate((e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])));
  const blank = await page.context().newPage();
  const made = await blank.evaluate((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return Object.fromEntries([...template.content.firstElementChild!.attributes].map((a) => [a.name, a.value]));
  }, copied);
  await blank.close();
  expect(made).toEqual(shown);

  // The page's setup snippet is copyable too.
  const setup = page.locator('#setup');
  await setup.getByRole('button', { name: 'Copy the setup' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^<script type="module" src="https:\/\/cdn\.example\/betr-widgets@\d+\.\d+\.\d+\/dist\/betr\.js"><\/script>\n<betr-config adapter="rest" api-url="https:\/\/casino\.example\/api"><\/betr-config>$/,
  );

  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the configurator for <betr-config>: adapter and jurisdiction list their values, the tag follows the form', async ({ page }) => {
  await openFresh(page, '/demo/catalogue.html#betr-config');
  const form = page.getByRole('form', { name: 'Configure the tag' });
  const adapter = form.getByRole('combobox', { name: /^adapter/ });
  await expect(adapter.getByRole('option')).toHaveText(['(default: stub)', 'stub', 'rest', 'wamp', 'turnkey']);
  await adapter.selectOption('rest');
  await form.getByRole('textbox', { name: /^api-url/ }).fill('https://casino.example/api');
  await expect(page.locator('#tag-code')).toHaveText('<betr-config adapter="rest" api-url="https://casino.example/api"></betr-config>');
});
