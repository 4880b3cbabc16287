import { formatMessage, messages } from '@feedmarket/contract/messages';
import { requestsRoutes } from '@feedmarket/contract/requests/requests.routes';
import { API_BASE } from '@feedmarket/contract/common/route';

import { escapeRegExp, expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, uniqueSuffix } from '../../fixtures/test-data';
import { DataRequestDialog } from '../../pages/data-request-dialog';

test.describe('the request form', () => {
  test('a visitor who finds nothing sends a data request, is mailed, and the supervisor lists it', async ({
    page,
    api,
    searchPage,
    signInDialog,
  }) => {
    test.slow();
    const suffix = uniqueSuffix();
    const email = `vera.${suffix}@tidewater.example`;
    const form = new DataRequestDialog(page);
    await searchPage.goto(`q=${encodeURIComponent(`qqzx${suffix}`)}`);

    await searchPage.main.getByRole('button', { name: 'Request data' }).click();
    await expect(form.register).toBeVisible();
    await form.continue.click();

    await form.field('First name').fill('Vera');
    await form.field('Last name').fill('Visitor');
    await form.field('E-mail').fill(email);
    await form.field('Organisation').fill('Tidewater Research');
    await form.choose('Country', 'united s', 'United States');
    await form.choose('State', 'wash', 'Washington');

    // One criterion row is always kept, and an empty one is not sent.
    await expect(form.removeCriterion(1)).toHaveCount(0);
    await form.send.click();
    await expect(form.dialog.getByText(messages.required).first()).toBeVisible();
    await form.fillCriterion(1, 'Location / region', 'Puget Sound');
    await form.addCriterion.click();
    await form.fillCriterion(2, 'Sensor type', 'Water temperature');
    await form.addCriterion.click();
    await form.removeCriterion(3).click();
    await expect(form.field('Details of criterion 3')).toHaveCount(0);
    await form.field('Comment').fill('Hourly readings would be enough');

    await form.send.click();

    await expectNotice(page, messages.dataRequestSent);
    await expect(form.dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect
      .poll(async () => (await api.mailTo(email)).map((mail) => mail.subject))
      .toEqual(['Feedmarket: your data request']);
    await form.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(form.dialog).toBeHidden();

    await page.goto('/supervisor/requests');
    await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
    await expect(page).toHaveURL('/supervisor/requests');
    await page.getByRole('textbox', { name: 'Filter requests' }).fill(email);
    const row = page.getByRole('table', { name: 'Data requests' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Vera Visitor');
    await expect(row).toContainText('Tidewater Research');
    await expect(row).toContainText('Location / region: Puget Sound');
    await expect(row).toContainText('Sensor type: Water temperature');
    await expect(row).toContainText('Hourly readings would be enough');
  });

  test('a signed-in member goes straight to the form, without contact fields', async ({
    page,
    signInDialog,
    header,
  }) => {
    const form = new DataRequestDialog(page);
    await page.goto('/login');
    await signInDialog.signIn({ username: demoUsers.consumer.username, password: demoPassword });
    await expect(signInDialog.dialog).toBeHidden();
    await expect(page).toHaveURL('/');

    const menu = await header.openMenu();
    await menu.getByRole('button', { name: 'Request data' }).click();

    await expect(form.send).toBeVisible();
    await expect(form.continue).toHaveCount(0);
    await expect(form.field('E-mail')).toHaveCount(0);
    await form.fillCriterion(1, 'Data format', 'CSV or Parquet');
    await form.send.click();
    await expectNotice(page, messages.dataRequestSent);
  });

  // Last in this file: it uses up the visitors' allowance of this address.
  test('a refused request says why, as the spec words it, and keeps what was typed', async ({ page, request }) => {
    const form = new DataRequestDialog(page);
    const body = {
      contact: { firstName: 'Rita', lastName: 'Retry', email: 'rita@example.org', orgName: 'Retry Labs', country: 826 },
      criteria: [{ criteriaId: 1, text: 'Leeds' }],
    };
    let status = 201;
    for (let sent = 0; status !== 429 && sent < 20; sent += 1) {
      status = (await request.post(`${API_BASE}${requestsRoutes.create.path}`, { data: body })).status();
    }
    expect(status).toBe(429);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Request data' }).click();
    await form.continue.click();
    await form.field('First name').fill('Rita');
    await form.field('Last name').fill('Retry');
    await form.field('E-mail').fill('rita@example.org');
    await form.field('Organisation').fill('Retry Labs');
    await form.choose('Country', 'united k', 'United Kingdom');
    await form.fillCriterion(1, 'Location / region', 'Leeds');
    await form.send.click();

    const refusal = escapeRegExp(
      formatMessage('requestFailed', { message: formatMessage('tooManyDataRequests', { minutes: 0 }) }),
    ).replace(' 0 ', ' \\d+ ');
    await expectNotice(page, new RegExp(`^${refusal}$`));
    await expect(form.field('Details of criterion 1')).toHaveValue('Leeds');
  });
});
