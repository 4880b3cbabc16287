import { expect, test } from '../../fixtures/test';

const closedThemes = [
  { app: 'datathon', title: 'Feedmarket Datathon' },
  { app: 'dataportal', title: 'Feedmarket Data Portal' },
] as const;

test.describe('themes', () => {
  for (const { app, title } of closedThemes) {
    test(`the ${app} theme does not take registrations`, async ({ page, registrationPage, signInDialog }) => {
      await page.goto(`/register?app=${app}`);

      await expect(registrationPage.closedHeading).toBeVisible();
      await expect(
        page.getByText(`${title} is not taking new organisations at the moment.`, { exact: false }),
      ).toBeVisible();
      await expect(registrationPage.organisationName).toHaveCount(0);
      await expect(registrationPage.submit).toHaveCount(0);

      await page.getByRole('button', { name: 'Use an existing account' }).click();
      await expect(signInDialog.dialog).toBeVisible();
      await expect(signInDialog.register).toHaveCount(0);
    });
  }

  test('the basic theme shows the registration form', async ({ page, registrationPage, signInDialog }) => {
    await page.goto('/register');

    await expect(registrationPage.heading).toBeVisible();
    await expect(registrationPage.organisationName).toBeVisible();
    await expect(registrationPage.submit).toBeVisible();
    await expect(registrationPage.closedHeading).toHaveCount(0);

    await signInDialog.open();
    await expect(signInDialog.register).toBeVisible();
  });

  test('the itsa theme opens the application overview from the logo', async ({ page }) => {
    await page.goto('/?app=itsa');

    await page.getByRole('banner').getByRole('button', { name: 'Feedmarket ITS: application overview' }).click();

    await expect(page.getByRole('dialog', { name: 'Application overview' })).toBeVisible();
    await expect(page).toHaveURL('/?app=itsa');
  });
});
