import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's Technical tab (/dashboard/technical): its two lists, their row actions and its dialogs. */
export class TechnicalTabPage {
  readonly connectorsTable: Locator;
  readonly apiClientsTable: Locator;
  readonly createConnectorButton: Locator;
  readonly createApiClientButton: Locator;
  readonly wizard: Locator;
  readonly apiClientModal: Locator;
  readonly tokenDialog: Locator;
  readonly usage: Locator;

  constructor(readonly page: Page) {
    this.connectorsTable = page.getByRole('table', { name: 'Connectors' });
    this.apiClientsTable = page.getByRole('table', { name: 'API clients' });
    this.createConnectorButton = page.getByRole('button', { name: 'Create connector' }).first();
    this.createApiClientButton = page.getByRole('button', { name: 'Create API client' }).first();
    this.wizard = page.getByRole('dialog', { name: /^(New|Edit) connector$/ });
    this.apiClientModal = page.getByRole('dialog', { name: /^(New|Edit) API client$/ });
    this.tokenDialog = page.getByRole('dialog', { name: /^(API client created|New API token)$/ });
    this.usage = page.getByRole('region', { name: /^Usage of / });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/technical');
  }

  /** Shows the connectors list or the SDK (API clients) list. */
  async showView(view: 'Connectors' | 'SDK (API clients)'): Promise<void> {
    // The segmented control's radios are hidden behind their labels.
    await this.page.getByRole('radiogroup').getByText(view, { exact: true }).click();
    await expect(this.page.getByRole('radio', { name: view })).toBeChecked();
  }

  /** The row of the item named `name` (exactly) in the list shown. */
  row(name: string): Locator {
    return this.page
      .getByRole('table', { name: /^(Connectors|API clients)$/ })
      .getByRole('row')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The name of an API client in the SDK list: a button that shows its usage graph. */
  usageButton(name: string): Locator {
    return this.apiClientsTable.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(name)} (Show usage|Usage shown below)$`),
    });
  }

  /** Opens a row's action menu and picks `action`. */
  async rowAction(name: string, action: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Creates an API client through the API connection modal and answers the token shown once. */
  async createApiClient(name: string, type: 'Ingestion' | 'Data access' = 'Ingestion'): Promise<string> {
    await this.createApiClientButton.click();
    await this.apiClientModal.getByRole('textbox', { name: 'Name' }).fill(name);
    const select = this.apiClientModal.getByRole('combobox', { name: 'Type' });
    if ((await select.inputValue()) !== type) {
      await select.click();
      await this.page.getByRole('option', { name: type, exact: true }).click();
    }
    await this.apiClientModal.getByRole('button', { name: 'Create API client' }).click();
    await expect(this.tokenDialog).toBeVisible();
    const token = (await this.tokenDialog.getByTestId('api-token').textContent()) ?? '';
    expect(token).toMatch(/^fmk_/);
    return token;
  }

  /** Goes through the connector wizard: the feed of `direction`, then the name, the type and its parameters. */
  async createConnector(input: {
    feed: string;
    name: string;
    type: RegExp;
    direction?: 'Inbound' | 'Outbound';
    params?: Record<string, string>;
  }): Promise<void> {
    await this.createConnectorButton.click();
    const wizard = this.wizard;
    if (input.direction) await wizard.getByRole('radio', { name: new RegExp(`^${input.direction}`) }).check();
    await wizard.getByRole('textbox', { name: 'Filter feeds' }).fill(input.feed);
    await wizard.getByRole('radio', { name: new RegExp(escapeRegExp(input.feed)) }).check();
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await wizard.getByRole('textbox', { name: 'Name' }).fill(input.name);
    await wizard.getByRole('radio', { name: input.type }).check();
    for (const [label, value] of Object.entries(input.params ?? {})) {
      await wizard.getByRole('textbox', { name: label }).fill(value);
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
