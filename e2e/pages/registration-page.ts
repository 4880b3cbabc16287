import { expect, type Locator, type Page } from '@playwright/test';

import type { NewAccount } from '../fixtures/test-data';
import { answerArrived } from '../fixtures/view-answers';
import { IsicCodesDialog } from './isic-codes-dialog';

export type RegistrationDetails = NewAccount & {
  country: string;
  state?: string;
  isicCodes: string[];
  confirmEmail?: string;
  confirmPassword?: string;
  acceptAgreement?: boolean;
};

/** /register: the organisation registration form. */
export class RegistrationPage {
  readonly heading: Locator;
  readonly closedHeading: Locator;
  readonly organisationName: Locator;
  readonly country: Locator;
  readonly state: Locator;
  readonly chooseIsicCodes: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly confirmEmail: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly agreement: Locator;
  readonly submit: Locator;
  readonly isicCodes: IsicCodesDialog;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { name: 'Register your organisation', level: 1 });
    this.closedHeading = page.getByRole('heading', { name: 'Registration is closed', level: 1 });
    this.organisationName = main.getByLabel('Organisation name');
    this.country = main.getByLabel('Country');
    this.state = main.getByLabel('State');
    this.chooseIsicCodes = main.getByRole('button', { name: 'Choose ISIC codes' });
    this.firstName = main.getByLabel('First name');
    this.lastName = main.getByLabel('Last name');
    this.username = main.getByLabel('Username');
    this.email = main.getByLabel('E-mail', { exact: true });
    this.confirmEmail = main.getByLabel('Confirm e-mail');
    this.password = main.getByLabel('Password', { exact: true });
    this.confirmPassword = main.getByLabel('Confirm password');
    this.agreement = main.getByRole('checkbox', { name: /user agreement/ });
    this.submit = main.getByRole('button', { name: 'Register' });
    this.isicCodes = new IsicCodesDialog(page);
  }

  /**
   * Opens the form in application `app` (the basic theme by default), waiting for the restricted
   * e-mail list the form checks addresses against.
   */
  async goto(app?: string): Promise<void> {
    const restrictedEmails = this.page.waitForResponse(
      (response) => response.url().endsWith('/domain/email/restrict') && response.ok(),
    );
    await this.page.goto(app ? `/register?app=${app}` : '/register');
    await expect(this.heading).toBeVisible();
    await answerArrived(this.page, ['domain', 'email', 'restrict'], restrictedEmails);
  }

  /** Types the start of `option` into a searchable list and picks it. */
  private async choose(field: Locator, option: string): Promise<void> {
    await field.click();
    await field.fill(option);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(field).toHaveValue(option);
  }

  async chooseCountry(country: string): Promise<void> {
    await this.choose(this.country, country);
  }

  async chooseState(state: string): Promise<void> {
    await this.choose(this.state, state);
  }

  async pickIsicCodes(...codes: string[]): Promise<void> {
    await this.chooseIsicCodes.click();
    await this.isicCodes.pick(...codes);
  }

  /** The user account part of the form: name, username, e-mail and password with their confirmations. */
  async fillUser(
    details: Pick<
      RegistrationDetails,
      'firstname' | 'lastname' | 'username' | 'email' | 'password' | 'confirmEmail' | 'confirmPassword'
    >,
  ): Promise<void> {
    await this.firstName.fill(details.firstname);
    await this.lastName.fill(details.lastname);
    await this.username.fill(details.username);
    await this.email.fill(details.email);
    await this.confirmEmail.fill(details.confirmEmail ?? details.email);
    await this.password.fill(details.password);
    await this.confirmPassword.fill(details.confirmPassword ?? details.password);
  }

  /** Fills in every required field; the caller submits. */
  async fill(details: RegistrationDetails): Promise<void> {
    await this.organisationName.fill(details.organisationName);
    await this.chooseCountry(details.country);
    if (details.state) await this.chooseState(details.state);
    await this.pickIsicCodes(...details.isicCodes);
    await this.fillUser(details);
    await this.agreement.setChecked(details.acceptAgreement ?? true);
  }

  /** The error shown under field `field`, and read out with it. */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAccessibleDescription(message);
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }
}
