// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  connectorParams,
  connectorTypeDefs,
  connectorTypes,
} from '@feedmarket/contract/connectors/connectors.constants';
import { messages } from '@feedmarket/contract/messages';

import { renderWithProviders } from '../../../../testing/render';
import { ConnectorWizard } from './connector-wizard';

const feeds = [
  {
    id: 21,
    name: 'Harbour buoy live',
    orgId: 7,
    orgName: 'Tides',
    typeId: 2,
    status: 2,
    statusText: 'Not active',
    connectors: 0,
  },
  {
    id: 22,
    name: 'Wind mast stream',
    orgId: 7,
    orgName: 'Tides',
    typeId: 2,
    status: 1,
    statusText: 'Active',
    connectors: 1,
  },
];

/** What the wizard sent: checks and creations. */
let checked: unknown[] = [];
let created: unknown[] = [];
/** How the server answers a check. */
let checkAnswer: unknown;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The server, as far as the wizard asks it: types, their parameters, the feed lists, the check and creating. */
async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const path = url.pathname.replace(/^\/api\/v2/, '');
  if (path === '/connector/type') {
    return json(
      connectorTypeDefs.map(({ value, name, description, category, mode }) => ({
        value,
        name,
        description,
        category,
        mode,
      })),
    );
  }
  const params = /^\/connector\/type\/(\d+)\/(push|pull)\/params$/.exec(path);
  if (params) {
    const type = connectorTypeDefs.find((candidate) => candidate.value === Number(params[1]));
    return json(type && type.mode === params[2] ? type.params : []);
  }
  if (path === '/connector/metadata/inbound') {
    return json({ data: { content: feeds } }, 200, { 'x-total-count': String(feeds.length) });
  }
  if (path === '/connector/metadata/outbound') return json({ data: { content: [] } }, 200, { 'x-total-count': '0' });
  if (path === '/connector/validate' && init?.method === 'PUT') {
    checked.push(JSON.parse(String(init.body)));
    return json(checkAnswer);
  }
  if (path === '/connector' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { name: string };
    created.push(body);
    return json({ ...body, id: 5 }, 201);
  }
  return json({ message: 'Not found' }, 404);
}

const user = userEvent.setup({ delay: null });
const next = () => user.click(screen.getByRole('button', { name: 'Next' }));

function renderWizard(onClose = vi.fn()) {
  renderWithProviders(<ConnectorWizard connectorId={null} onClose={onClose} />);
  return onClose;
}

/** Goes to Config with the first inbound feed and the type named `type`. */
async function configure(type: RegExp) {
  await user.click(await screen.findByRole('radio', { name: /Harbour buoy live/ }));
  await next();
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Buoy pull');
  await user.click(await screen.findByRole('radio', { name: type }));
}

beforeEach(() => {
  checked = [];
  created = [];
  checkAnswer = { valid: true, message: messages.connectorValid, fields: [] };
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => vi.unstubAllGlobals());

describe('the connector wizard', { timeout: 20_000 }, () => {
  it('stays on Select feed until a feed is chosen', async () => {
    renderWizard();
    await screen.findByRole('radio', { name: /Harbour buoy live/ });
    await next();
    expect(screen.getByText('Fix 1 issue to go on')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Wind mast stream/ }));
    await next();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeTruthy();
    expect(screen.getByText('Wind mast stream')).toBeTruthy();
  });

  it('offers the types of the chosen direction, each with its own push or pull parameters', async () => {
    renderWizard();
    await configure(/^HTTP pull/);
    const address = await screen.findByRole('textbox', { name: /^Source address/ });
    expect(address).toBeTruthy();
    // Empty, the feed's own update interval applies.
    expect(screen.getByRole('textbox', { name: /^Interval \(seconds\)/ })).toHaveProperty('value', '');
    expect(screen.getByText('Pull parameters')).toBeTruthy();
    // Outbound's webhook is not an inbound type.
    expect(screen.queryByRole('radio', { name: /^Webhook/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^MQTT push/ }));
    expect(await screen.findByRole('textbox', { name: /^Topic/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Source address/ })).toBeNull();
    expect(screen.getByText('Push parameters')).toBeTruthy();
  });

  it("checks the configuration with the server and says 'Valid' or 'Connector Configuration is Invalid'", async () => {
    renderWizard();
    await configure(/^HTTP pull/);
    await user.type(await screen.findByRole('textbox', { name: /^Source address/ }), 'https://example.com/tide.csv');
    await user.click(screen.getByRole('button', { name: 'Validate configuration' }));
    expect(await screen.findByText(messages.connectorValid)).toBeTruthy();
    expect(checked).toHaveLength(1);

    checkAnswer = {
      valid: false,
      message: messages.connectorInvalid,
      fields: [{ field: 'params.0.value', message: 'Source address: The address does not answer' }],
    };
    await user.type(screen.getByRole('textbox', { name: /^Source address/ }), 'x');
    // A change makes the last answer stale.
    expect(screen.queryByText(messages.connectorValid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Validate configuration' }));
    expect(await screen.findByText(messages.connectorInvalid)).toBeTruthy();
    // The server's field is named as the wizard names it, in the answer and at the field itself.
    expect(screen.getByRole('listitem').textContent).toBe('Source address: The address does not answer');
    expect(screen.getByRole('textbox', { name: /^Source address/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says what is missing without asking the server, and creates the connector once it is complete', async () => {
    const onClose = renderWizard();
    await configure(/^HTTP pull/);
    await user.click(screen.getByRole('button', { name: 'Create connector' }));
    expect(await screen.findByText('Fix 1 issue to go on')).toBeTruthy();
    expect(screen.getAllByText(messages.required).length).toBeGreaterThan(0);
    expect(created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Source address/ }), 'https://example.com/tide.csv');
    await user.click(screen.getByRole('button', { name: 'Create connector' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created).toEqual([
      {
        name: 'Buoy pull',
        category: 2,
        type: connectorTypes.httpPull,
        metadataId: 21,
        status: 2,
        params: [
          { paramId: connectorParams.url, paramName: 'url', value: 'https://example.com/tide.csv' },
          { paramId: connectorParams.format, paramName: 'format', value: 'jsonl' },
        ],
      },
    ]);
  });
});
