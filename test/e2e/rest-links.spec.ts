import { test, expect } from '@playwright/test';
import { openFresh, outbox, popup } from './support';

/**
 * The second platform's mail links on the REST adapter (spec: cashier §2, URL query
 * triggers): `?email=&code=` activates, `?token=&username=` resets the password
 * (rest-faults.spec.ts follows that one through a failing server).
 */
test.describe("the REST platform's mail links (rest adapter)", () => {
  test('?email=&code= activates on load, and the code leaves the address', async ({ page }) => {
    const errors = await openFresh(page, '/?adapter=rest');
    expect(
      (
        await page.request.post('/api/rest/player/request-activation-code', {
          data: { UsernameOrEmail: 'new@example.com', Provider: 'Email' },
        })
      ).ok(),
    ).toBe(true);
    const mail = (await outbox(page)).filter((m) => m.to === 'new@example.com' && m.kind === 'activation').pop()!;
    expect(mail.link).toContain('code=');
    await page.goto(mail.link!);
    await expect(popup(page, 'activation-form').getByRole('status')).toHaveText('Account activated');
    expect(page.url()).not.toContain(mail.code!);
    expect(page.url()).toContain('adapter=rest');
    expect(errors).toEqual([]);
  });
});
