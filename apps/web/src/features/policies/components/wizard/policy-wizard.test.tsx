// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { RouteDef } from '@feedmarket/contract/common/route';
import { messages } from '@feedmarket/contract/messages';
import type { TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';

import { ApiError, callApi, callPagedApi } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../testing/render';
import { PolicyWizard } from './policy-wizard';

vi.mock('../../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/api-client')>()),
  callApi: vi.fn(),
  callPagedApi: vi.fn(),
}));

const feeds = [
  { id: 7, name: 'River levels', typeId: 1, status: 1, statusText: 'Active' },
  { id: 8, name: 'Air quality', typeId: 1, status: 1, statusText: 'Active' },
];

type Call = { params?: Record<string, unknown>; body?: unknown };

/** The server as the wizard meets it: lookups, the feed picker, the preview, and saving. */
function serve({ refuseActivation }: { refuseActivation: boolean }) {
  const created: TPolicyBody[] = [];
  vi.mocked(callPagedApi).mockImplementation((async () => ({ content: feeds, total: feeds.length })) as never);
  vi.mocked(callApi).mockImplementation((async (route: RouteDef, options?: Call) => {
    switch (`${route.method} ${route.path}`) {
      case 'GET /policy/type':
        return [
          { value: 1, name: 'Allow', description: 'Members its rules match get access at once.' },
          { value: 2, name: 'Deny', description: 'Members its rules match are refused.' },
          { value: 3, name: 'Review', description: 'Requests of members its rules match wait for your approval.' },
        ];
      case 'GET /v3/policy/member/criteria':
        return [{ value: 'organizationType', name: 'Organisation type', source: 'organizationType' }];
      case 'GET /v3/policy/metadata/criteria':
        return [{ value: 'metadataType', name: 'Metadata type', source: 'metadataType' }];
      case 'POST /v3/policy/preview':
        return {
          feeds: { total: 1, items: [{ id: 7, name: 'River levels' }] },
          members: {
            total: 2,
            items: [
              { id: 4, name: 'Harbor Library' },
              { id: 5, name: 'City Archive' },
            ],
          },
        };
      case 'POST /v3/policy': {
        const body = options?.body as TPolicyBody;
        created.push(body);
        // A policy asking for legal review is saved not active, whatever was asked.
        return { id: 41, name: body.name, status: body.requireLegalReview ? 2 : body.status };
      }
      case 'PUT /v3/policy/:id/status/:statusId':
        if (refuseActivation) {
          throw new ApiError(409, 'Conflict', 'conflict', [], messages.policyLegalReviewPending);
        }
        return { id: 41, name: 'x', status: 1 };
      default:
        throw new Error(`Unexpected call ${route.method} ${route.path}`);
    }
  }) as never);
  return { created };
}

const dialog = () => screen.getByRole('dialog', { name: 'New policy' });
const stepTitle = () => within(dialog()).getByRole('heading', { level: 3 });
const stepButton = (title: string) =>
  within(within(dialog()).getByRole('navigation', { name: 'Wizard steps' })).getByRole('button', {
    name: new RegExp(`${title}$`),
  });
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));

async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Describe: a name and the Review type; and, if asked, legal review. */
async function describePolicy({ legalReview = false } = {}) {
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Library access');
  await userEvent.click(await within(dialog()).findByRole('radio', { name: /^Review/ }));
  if (legalReview) await userEvent.click(within(dialog()).getByRole('switch', { name: /^Ask for legal review/ }));
  await next();
  expect(stepTitle().textContent).toBe('Select feeds');
}

async function chooseRiverLevels() {
  await userEvent.click(await within(dialog()).findByRole('checkbox', { name: /^River levels/ }));
}

/** From Select to Activate, with a member rule on the organisation type. */
async function configureAndFinish() {
  await next();
  expect(stepTitle().textContent).toBe('Configure rules');
  await userEvent.click(await within(dialog()).findByRole('button', { name: 'Add member group' }));
  const rule = within(dialog()).getByRole('group', { name: 'Rule 1 of member group 1' });
  await choose(rule, 'Criterion', 'Organisation type');
  await choose(rule, 'Value', 'Read-only');
  await next();
  expect(stepTitle().textContent).toBe('Assign');
  await next();
  expect(stepTitle().textContent).toBe('Summary');
  await next();
  expect(stepTitle().textContent).toBe('Activate');
}

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  vi.mocked(callPagedApi).mockReset();
});

// Each test clicks through six steps of Mantine inputs: seconds on a busy machine.
describe('PolicyWizard', { timeout: 90_000 }, () => {
  it('keeps each step until it is valid, previews the policy, and saves and activates it', async () => {
    const { created } = serve({ refuseActivation: false });
    const onClose = vi.fn();
    renderWithProviders(<PolicyWizard orgId={2} onClose={onClose} />);

    await next();
    expect(stepTitle().textContent).toBe('Describe');
    expect(within(dialog()).getByRole('alert').textContent).toContain('Fix 2 issues to go on');

    await describePolicy();
    // Select may stay empty: metadata rules may cover the feeds instead. Configure rules then needs one or the other.
    await next();
    expect(stepTitle().textContent).toBe('Configure rules');
    await next();
    expect(stepTitle().textContent).toBe('Configure rules');
    expect(within(dialog()).getByRole('alert').textContent).toContain(messages.policyNeedsFeeds);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await chooseRiverLevels();
    expect(within(dialog()).getByText('1 feed chosen')).toBeTruthy();
    await configureAndFinish();

    // Assign and Summary were passed on the way: the summary named what the preview matched.
    await userEvent.click(stepButton('Summary'));
    await waitFor(() => expect(within(dialog()).getByText('Harbor Library')).toBeTruthy());
    expect(within(dialog()).getByRole('region', { name: 'Members it decides for' }).textContent).toContain('2');
    await userEvent.click(stepButton('Activate'));

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save and activate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onClose.mock.calls[0]?.[0]).toMatchObject({
      tone: 'success',
      message: 'The policy Library access is active.',
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: 'Library access',
      typeId: 3,
      status: 1,
      priority: 1,
      anonymizerText: 'Suppressed',
      metadataIds: [7],
      groups: [{ operand: 2, rules: [{ ruleType: 'member', field: 'organizationType', value: '3', relation: 1 }] }],
    });
  });

  it('says "Can\'t activate policy" with the server\'s reason when the policy waits for legal review', async () => {
    serve({ refuseActivation: true });
    const onClose = vi.fn();
    renderWithProviders(<PolicyWizard orgId={2} onClose={onClose} />);
    await describePolicy({ legalReview: true });
    await chooseRiverLevels();
    await configureAndFinish();
    expect(within(dialog()).getByText(/It can be activated once they resolve the review/)).toBeTruthy();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save and activate' }));
    const refusal = await within(dialog()).findByRole('alert', { name: messages.policyActivateFailed });
    expect(refusal.textContent).toContain(messages.policyActivateFailed);
    expect(refusal.textContent).toContain(messages.policyLegalReviewPending);
    expect(refusal.textContent).toContain('The policy was saved, not active.');
    expect(onClose).not.toHaveBeenCalled();
    expect(vi.mocked(callApi).mock.calls.some(([route]) => route.path === '/v3/policy/:id/status/:statusId')).toBe(
      true,
    );
  });
});
