import { expect, openMenu, pageTitle, signedIn, test } from './support/fixtures';

test('the layout fits the screen: overlay menu on phones, persistent menu and breadcrumbs on desktop', async ({ page }, info) => {
  await signedIn(page, 'supervisor');
  await page.goto('/receiving');
  const number = (await page.getByTestId('table-row').first().locator('td').first().textContent())!.trim();
  await page.goto(`/receiving/control-number/${number}/view`);
  await expect(pageTitle(page)).toHaveText(number);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  const menu = page.getByTestId('side-menu');

  if (info.project.name === 'desktop') {
    await expect(menuButton).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(breadcrumbs.getByRole('link', { name: 'Receiving' })).toBeVisible();
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(number);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Receiving');
    await breadcrumbs.getByRole('link', { name: 'Receiving' }).click();
    await expect(page).toHaveURL(/\/receiving$/);
  } else {
    await expect(breadcrumbs).toBeHidden();
    await expect(menu).toBeHidden();
    const box = await menuButton.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await openMenu(page);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Receiving');
    await menu.getByRole('link', { name: 'Receiving', exact: true }).click();
    await expect(page).toHaveURL(/\/receiving$/);
  }
});
