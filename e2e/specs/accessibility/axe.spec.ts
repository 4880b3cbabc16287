import type { Locator, Page } from '@playwright/test';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { messages } from '@feedmarket/contract/messages';

import { helpContentGroup, paths, supplyDataPages } from '../../../apps/web/src/config/paths';
import { FeedSeeder, publishableFeedBody, type FeedmarketApi } from '../../fixtures/api';
import { AxeChecks, dialogsAndNotices } from '../../fixtures/axe';
import { DatasetSeeder } from '../../fixtures/datasets';
import { demoCatalog } from '../../fixtures/demo-catalog';
import { notice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { CookieNotice } from '../../pages/cookie-notice';
import { DataRequestDialog } from '../../pages/data-request-dialog';
import { FeedDetailDialog } from '../../pages/feed-detail-dialog';
import type { FilterDialog } from '../../pages/filter-dialog';
import { GroupWizardPage } from '../../pages/group-wizard';
import { LegalTabPage } from '../../pages/legal-tab';
import { SupervisorFeedsPage } from '../../pages/metadata-tab';
import { MetadataWizardPage, type WizardDialog } from '../../pages/metadata-wizard';
import { PricingTabPage } from '../../pages/pricing-tab';
import { SearchPage } from '../../pages/search-page';
import { SignInDialog } from '../../pages/sign-in-dialog';
import { TechnicalTabPage } from '../../pages/technical-tab';
import { WorkspaceDialogs } from '../../pages/workspace-dialogs';
import { WorkspaceTabPage } from '../../pages/workspace-tab';

/**
 * axe (WCAG 2.1 A and AA) on every route of the app (apps/web/src/config/paths.ts), as a visitor and
 * as each demo role, with the dialogs open that are a route's main content. Each page is loaded once
 * and checked when it has settled; where a dialog opens over a page already checked, only the dialog
 * (and any notice) is. One test per role checks its pages in turn and reports every failing one.
 */

/** Each check loads a page (or opens a dialog) and runs axe: a few seconds, far more on a busy machine. */
const secondsPerCheck = 30;

const searchSettled = (page: Page) => new SearchPage(page).resultsHeading.filter({ hasText: /feeds?( for “.*”)?$/ });
const signInDialog = (page: Page) => new SignInDialog(page).dialog;
const dashboardTabs = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });

/** The feed detail dialog of `name` opened at `address`, and each of its tabs. */
async function checkFeedDetail(axe: AxeChecks, address: string, name: string): Promise<void> {
  const dialog = new FeedDetailDialog(axe.page, name);
  await axe.checkPage(address, () => dialog.overview.panel, dialogsAndNotices);
  await checkTabs(axe, dialog.tabs.getByRole('tab'), `${address}, the tab`, dialogsAndNotices);
}

/** Each tab of `tabs` but the open one, opened in turn. */
async function checkTabs(axe: AxeChecks, tabs: Locator, what: string, scope: string[] = []): Promise<void> {
  for (const tab of await tabs.all()) {
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    await axe.check(
      `${what} ${await tab.textContent()}`,
      async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      },
      scope,
    );
  }
}

/** Every step after the first of an open wizard whose input lets it go on, reached with Next. */
async function checkWizardSteps(axe: AxeChecks, wizard: WizardDialog, what: string): Promise<void> {
  while ((await wizard.next.isVisible()) && (await wizard.next.isEnabled())) {
    const previous = (await wizard.stepTitle.textContent()) ?? '';
    await axe.check(
      `${what}, the step after ${previous}`,
      async () => {
        await wizard.next.click();
        await expect(wizard.stepTitle).not.toHaveText(previous);
      },
      dialogsAndNotices,
    );
  }
}

/** The pages every signed-in role has: search, each tab of its dashboard, supply data, the supervisor area. */
async function checkSignedInPages(axe: AxeChecks, profile: TLoginProfile): Promise<void> {
  await axe.checkPage(paths.search.getHref(), searchSettled);
  // The tabs come from the user's own tab configuration, as the server sends it at sign-in.
  for (const tab of profile.tabConfig.tabs) await axe.checkPage(paths.dashboard.getHref(tab.id), dashboardTabs);
  await axe.checkPage(paths.supplyData.getHref());
  for (const supplyDataPage of supplyDataPages) await axe.checkPage(paths.supplyDataPage.getHref(supplyDataPage));
  // Anyone else is sent to the search page, with a notice saying why (the notice closes after seconds).
  if (!profile.supervisor) {
    await axe.checkPage(paths.supervisor.getHref(), (page) => notice(page, messages.supervisorOnly));
  }
}

/** The Workspace tab's dialogs over its lists: find new content, a note, and the lock confirmation. */
async function checkWorkspaceDialogs(axe: AxeChecks): Promise<void> {
  const { page } = axe;
  const workspace = new WorkspaceTabPage(page);
  await workspace.goto();
  await expect(workspace.awaiting).toBeVisible();
  const dialogs: [string, () => Promise<unknown>, Locator][] = [
    [
      'find new content',
      () => page.getByRole('button', { name: 'Find new content' }).click(),
      workspace.findNewContent,
    ],
    [
      'the note of a workspace feed',
      () =>
        workspace.awaiting
          .getByRole('button', { name: /^Add note to / })
          .first()
          .click(),
      workspace.noteDialog,
    ],
    [
      'the confirmation that locks a feed',
      () =>
        workspace.awaiting
          .getByRole('button', { name: /^Lock / })
          .first()
          .click(),
      workspace.dialog('Lock feed'),
    ],
  ];
  for (const [what, open, dialog] of dialogs) {
    await axe.check(
      `the dialog of ${what}`,
      async () => {
        await open();
        await expect(dialog).toBeVisible();
      },
      dialogsAndNotices,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** The public page of the demo catalogue's public feed. */
async function publicFeedAddress(api: FeedmarketApi): Promise<string> {
  const feed = await api.feedDetail((await api.feedNamed(demoCatalog.publicFeed)).id);
  return paths.publicFeed.getHref(feed.uid);
}

/** Gives the test time for `checks` checks. */
function allowChecks(checks: number): void {
  test.setTimeout(checks * secondsPerCheck * 1000);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // The file's checks are the suite's longest: its tests (each role's pages) share the workers.
  test.describe.configure({ mode: 'parallel' });

  test('every page a visitor can open', async ({ page, api }) => {
    const axe = new AxeChecks(page);
    // Every route of the app (the record names each one, so a new route needs its address here).
    const addresses: Record<keyof typeof paths, string[]> = {
      search: [paths.search.getHref(), `${paths.search.getHref()}?view=list`, `${paths.search.getHref()}?view=map`],
      login: [paths.login.getHref()],
      embeddedMap: [paths.embeddedMap.getHref()],
      register: [paths.register.getHref()],
      resetPassword: [paths.resetPassword.getHref()],
      confirmResetPassword: [paths.confirmResetPassword.getHref('not-a-real-key')],
      developers: [paths.developers.getHref()],
      supplyData: [paths.supplyData.getHref()],
      supplyDataPage: supplyDataPages.map((supplyDataPage) => paths.supplyDataPage.getHref(supplyDataPage)),
      dashboard: [paths.dashboard.getHref()],
      supervisor: [paths.supervisor.getHref()],
      publicFeed: [await publicFeedAddress(api)],
      paymentPolicy: [paths.paymentPolicy.getHref()],
      additionalTerms: [paths.additionalTerms.getHref()],
      // An address naming no provider: one with a website would leave the marketplace.
      providerRedirect: [paths.providerRedirect.getHref(999_999_999, 'nobody')],
      content: [
        paths.content.getHref(helpContentGroup),
        paths.content.getHref(helpContentGroup, 'getting-started'),
        paths.content.getHref('about'),
      ],
    };
    // Signed-in routes show a visitor the search page (checked on its own) with the sign-in dialog.
    const signInFirst = new Set([
      paths.login.getHref(),
      paths.dashboard.getHref(),
      paths.supervisor.getHref(),
      ...addresses.supplyDataPage,
    ]);
    const all = Object.values(addresses).flat();
    allowChecks(all.length + 14);

    for (const address of all) {
      if (signInFirst.has(address)) await axe.checkPage(address, signInDialog, dialogsAndNotices);
      else await axe.checkPage(address, address === paths.search.getHref() ? searchSettled : undefined);
    }

    // The search page's dialogs: a feed's details (every tab), the "More…" filter dialogs, sign in first.
    const feed = await api.feedNamed(demoCatalog.detailFeed.name);
    await checkFeedDetail(axe, `${paths.search.getHref()}?feed=${feed.id}`, demoCatalog.detailFeed.name);
    const searchPage = new SearchPage(page);
    await searchPage.goto(`q=${encodeURIComponent(demoCatalog.signedOutFeed.text)}&view=list`);
    for (const filter of ['Country', 'ISIC code', 'Format']) {
      let dialog: FilterDialog | undefined;
      await axe.check(
        `the ${filter} filter dialog`,
        async () => {
          dialog = await searchPage.openMoreOptions(filter);
        },
        dialogsAndNotices,
      );
      await dialog?.cancel.click();
    }
    await axe.check(
      'the dialog that asks a visitor to sign in first',
      async () => {
        await searchPage.addResult(demoCatalog.signedOutFeed.name).click();
        await expect(new WorkspaceDialogs(page).signInRequired).toBeVisible();
      },
      dialogsAndNotices,
    );

    // The request form that empty results offer: its first page, then the form a visitor fills in.
    const requestForm = new DataRequestDialog(page);
    await searchPage.goto(`q=${encodeURIComponent(`qqzx${uniqueSuffix()}`)}&view=list`);
    await axe.check(
      'the first page of the request form',
      async () => {
        await searchPage.main.getByRole('button', { name: 'Request data' }).click();
        await expect(requestForm.continue).toBeVisible();
      },
      dialogsAndNotices,
    );
    await axe.check(
      'the request form',
      async () => {
        await requestForm.continue.click();
        await expect(requestForm.send).toBeVisible();
      },
      dialogsAndNotices,
    );
  });

  test('the cookie notice of a first visit', async ({ page }) => {
    await page.context().clearCookies();
    const notice = new CookieNotice(page);
    await new AxeChecks(page).checkPage(paths.search.getHref(), () => notice.region, ['[role="region"]']);
  });

  test('the search page in every theme', async ({ page }) => {
    allowChecks(5);
    const axe = new AxeChecks(page);
    for (const app of ['datathon', 'dataportal', 'itsa']) {
      await axe.checkPage(`${paths.search.getHref()}?app=${app}`, searchSettled);
    }
    await axe.checkPage(`${paths.register.getHref()}?app=datathon`);
    await axe.check(
      'the application overview of the itsa theme',
      async () => {
        await page.goto(`${paths.search.getHref()}?app=itsa`);
        await page
          .getByRole('banner')
          .getByRole('button', { name: /: application overview$/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Application overview' })).toBeVisible();
      },
      dialogsAndNotices,
    );
  });

  test.describe('signed in', () => {
    test('a member of a consumer organisation', async ({ page, context, api, baseURL }) => {
      const axe = new AxeChecks(page);
      const profile = await rememberSignIn(context, api, baseURL!, 'consumer');
      allowChecks(profile.tabConfig.tabs.length + 15);

      await checkSignedInPages(axe, profile);
      await checkWorkspaceDialogs(axe);
      await axe.checkPage(await publicFeedAddress(api));
      const feed = await api.feedNamed(demoCatalog.detailFeed.name);
      await checkFeedDetail(axe, `${paths.search.getHref()}?feed=${feed.id}`, demoCatalog.detailFeed.name);
    });

    test('a provider', async ({ page, context, request, api, baseURL }) => {
      const axe = new AxeChecks(page);
      const profile = await rememberSignIn(context, api, baseURL!, 'provider');
      allowChecks(profile.tabConfig.tabs.length + 40);

      await checkSignedInPages(axe, profile);

      // The metadata wizard: new (with the issues Next points out), and every step of a complete feed.
      const metadataTab = paths.dashboard.getHref('metadata');
      const newFeed = new MetadataWizardPage(page);
      await axe.checkPage(`${metadataTab}/new`, () => newFeed.stepTitle, dialogsAndNotices);
      await axe.check(
        'the new feed wizard with its issues',
        async () => {
          await newFeed.next.click();
          await expect(newFeed.stepIssues).toBeVisible();
        },
        dialogsAndNotices,
      );
      const suffix = uniqueSuffix();
      const seeder = await FeedSeeder.signIn(request, 'provider');
      const draft = await seeder.create(publishableFeedBody(`Axe river gauge ${suffix}`, `AXE-${suffix}-1`));
      const editFeed = new MetadataWizardPage(page, 'Edit feed');
      await axe.checkPage(`${metadataTab}/edit/${draft.id}`, () => editFeed.stepTitle, dialogsAndNotices);
      await checkWizardSteps(axe, editFeed, 'the metadata wizard');
      const newGroup = new GroupWizardPage(page);
      await axe.checkPage(`${metadataTab}/group-new`, () => newGroup.stepTitle, dialogsAndNotices);

      // A dataset's files and both upload dialogs.
      const datasets = await (await DatasetSeeder.signIn(request, 'provider')).datasets();
      const [dataset] = datasets;
      await axe.checkPage(`${paths.dashboard.getHref('datasets')}/files/${dataset!.datasetId}`, (page) =>
        page.getByRole('heading', { name: dataset!.name, level: 2 }),
      );
      for (const [button, title] of [
        ['Upload file', 'Upload a file'],
        ['Upload files', 'Upload files'],
      ] as const) {
        const dialog = page.getByRole('dialog', { name: title });
        await axe.check(
          `the "${title}" dialog`,
          async () => {
            // The empty list offers the same buttons again: the first is the panel's own.
            await page.getByRole('button', { name: button, exact: true }).first().click();
            await expect(dialog).toBeVisible();
          },
          dialogsAndNotices,
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      // A continuous feed's files and its live data preview, with the live records panel once its stream is open.
      const live = datasets.find((row) => row.typeId === feedTypes.continuous);
      expect(live, 'a demo continuous feed').toBeDefined();
      await axe.checkPage(`${paths.dashboard.getHref('datasets')}/files/${live!.datasetId}`, (page) =>
        page.getByRole('heading', { name: live!.name, level: 2 }),
      );
      const liveDialog = page.getByRole('dialog', { name: 'Live data preview' });
      await axe.check(
        'the "Live data preview" dialog',
        async () => {
          await page.getByRole('button', { name: 'Preview live data' }).click();
          await expect(liveDialog.getByTestId('live-state')).toHaveText('Live');
        },
        dialogsAndNotices,
      );
      await page.keyboard.press('Escape');
      await expect(liveDialog).toBeHidden();

      // The legal view of a feed waiting in the organisation's legal queue, and the dialog that resolves it.
      const legal = new LegalTabPage(page);
      await page.goto(paths.dashboard.getHref('legal'));
      await expect(legal.table).toBeVisible();
      await axe.check(
        'the legal view of a feed',
        async () => {
          await legal.table
            .getByRole('button', { name: /^Open the legal review of / })
            .first()
            .click();
          await expect(legal.review.getByRole('button', { name: 'Resolve', exact: true })).toBeVisible();
        },
        dialogsAndNotices,
      );
      const resolveDialog = legal.actionDialog('Resolve legal review');
      await axe.check(
        'the dialog that resolves a legal review',
        async () => {
          await legal.review.getByRole('button', { name: 'Resolve', exact: true }).click();
          await expect(resolveDialog).toBeVisible();
        },
        dialogsAndNotices,
      );
      await resolveDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(resolveDialog).toBeHidden();

      // The pricing modal, with the feed picker loaded, and the note dialog of a price.
      const pricing = new PricingTabPage(page);
      await pricing.goto();
      await expect(pricing.table).toBeVisible();
      await axe.check(
        'the pricing modal',
        async () => {
          await pricing.createButton.click();
          await expect(pricing.modal.getByRole('checkbox').first()).toBeVisible();
        },
        dialogsAndNotices,
      );
      await pricing.modal.getByRole('button', { name: 'Cancel' }).click();
      await expect(pricing.modal).toBeHidden();
      await axe.check(
        'the note dialog of a price',
        async () => {
          await pricing.rowAction('Quarterly subscription', 'Edit note');
          await expect(page.getByRole('dialog', { name: 'Edit note' })).toBeVisible();
        },
        dialogsAndNotices,
      );

      // The Technical tab's connector wizard (its feed list loaded), its SDK view, the API connection modal and the token shown once.
      const technical = new TechnicalTabPage(page);
      await technical.goto();
      await axe.check(
        'the connector wizard',
        async () => {
          await technical.createConnectorButton.click();
          await expect(technical.wizard.getByRole('radio').nth(2)).toBeVisible();
        },
        dialogsAndNotices,
      );
      await technical.wizard.getByRole('button', { name: 'Close' }).click();
      await expect(technical.wizard).toBeHidden();
      await axe.check('the SDK view of the Technical tab', () => technical.showView('SDK (API clients)'));
      await axe.check(
        'the API connection modal',
        async () => {
          await technical.createApiClientButton.click();
          await expect(technical.apiClientModal).toBeVisible();
        },
        dialogsAndNotices,
      );
      await technical.apiClientModal.getByRole('button', { name: 'Cancel' }).click();
      await expect(technical.apiClientModal).toBeHidden();
      await axe.check(
        'the token shown once',
        async () => {
          await technical.createApiClient(`Axe devices ${uniqueSuffix()}`);
        },
        dialogsAndNotices,
      );
    });

    test('a member of a read-only organisation', async ({ page, context, api, baseURL }) => {
      const axe = new AxeChecks(page);
      const profile = await rememberSignIn(context, api, baseURL!, 'readonly');
      allowChecks(profile.tabConfig.tabs.length + 6);

      await checkSignedInPages(axe, profile);
    });

    test('a supervisor', async ({ page, context, api, baseURL }) => {
      const axe = new AxeChecks(page);
      const profile = await rememberSignIn(context, api, baseURL!, 'supervisor');
      allowChecks(profile.tabConfig.tabs.length + 12);

      await checkSignedInPages(axe, profile);
      // The supervisor's tabs as the area lists them, and a member's feed as the supervisor views it.
      const tabs = page.getByRole('tablist', { name: 'Supervisor sections' }).getByRole('tab');
      await axe.checkPage(paths.supervisor.getHref(), () => tabs.first());
      await checkTabs(axe, tabs, "the supervisor's tab");
      const feeds = new SupervisorFeedsPage(page);
      await feeds.goto();
      await axe.check(
        "a member's feed as the supervisor views it",
        async () => {
          await feeds.table.getByRole('button', { name: 'View', exact: true }).first().click();
          await expect(feeds.viewDialog).toBeVisible();
        },
        dialogsAndNotices,
      );
    });
  });
});
