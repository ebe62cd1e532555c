import { expect, openMenu, pageTitle, signedIn, test } from './support/fixtures';

test('a deep link to an account paints its title and fields together, never an empty screen', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/account');
  const link = page.getByTestId('table-accounts').getByTestId('table-row').first().getByRole('link');
  const username = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;

  // Record what the screen held the first time its title appeared in the document.
  await page.addInitScript(() => {
    const w = window as unknown as { firstPaint?: string };
    new MutationObserver(() => {
      if (w.firstPaint !== undefined) return;
      const title = document.querySelector('[data-testid="page-title"]');
      if (title?.textContent) w.firstPaint = `${title.textContent}|${document.body.textContent?.includes('Last login') ? 'fields' : 'empty'}`;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(href);

  await expect(pageTitle(page)).toHaveText(username);
  await expect(page.getByText('Last login')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstPaint?: string }).firstPaint)).toBe(`${username}|fields`);
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('a deep link to an unknown record shows the not-found screen inside the menu layout', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/account/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await openMenu(page);
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Accounts' })).toBeVisible();
});
