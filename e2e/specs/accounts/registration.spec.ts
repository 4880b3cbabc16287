import { messages } from '@feedmarket/contract/messages';

import { expect, test } from '../../fixtures/test';
import { expectNotice, messagePattern } from '../../fixtures/messages';
import { newAccount } from '../../fixtures/test-data';

test.describe('registration', () => {
  test('a new organisation registers through the form and is signed in', async ({ page, registrationPage, header }) => {
    const account = newAccount('reg');
    await registrationPage.goto();

    await registrationPage.fill({ ...account, country: 'United States', state: 'Washington', isicCodes: ['3600'] });
    await expect(page.getByText('3600 · Water collection, treatment and supply')).toBeVisible();
    await registrationPage.submit.click();

    await expectNotice(page, messagePattern('loginWelcome', { displayname: account.displayname }));
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${account.displayname}`)).toBeVisible();
    await header.expectSignedInAs(account.displayname);
  });

  test('mismatched confirmations and a restricted e-mail are refused before anything is sent', async ({
    page,
    registrationPage,
  }) => {
    const account = newAccount('regval');
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/register')) registrations.push(request.url());
    });
    await registrationPage.goto();

    await registrationPage.fill({
      ...account,
      country: 'United States',
      state: 'Washington',
      isicCodes: ['3600'],
      confirmEmail: `other.${account.email}`,
      confirmPassword: `${account.password}x`,
    });
    await registrationPage.submit.click();

    await registrationPage.expectFieldError(registrationPage.confirmEmail, messages.emailsDiffer);
    await registrationPage.expectFieldError(registrationPage.confirmPassword, messages.passwordsDiffer);

    // Well formed (a user part of at least two characters), but from a disposable-mail service.
    const restrictedEmail = `${account.username}@mailinator.com`;
    await registrationPage.email.fill(restrictedEmail);
    await registrationPage.confirmEmail.fill(restrictedEmail);
    await registrationPage.confirmPassword.fill(account.password);
    await registrationPage.submit.click();

    await registrationPage.expectFieldError(registrationPage.email, messages.emailRestricted);
    await expect(page.getByText(messages.emailsDiffer, { exact: true })).toBeHidden();
    await expect(page.getByText(messages.passwordsDiffer, { exact: true })).toBeHidden();
    await expect(page).toHaveURL('/register');
    await expect(registrationPage.heading).toBeVisible();
    expect(registrations).toEqual([]);
  });
});
