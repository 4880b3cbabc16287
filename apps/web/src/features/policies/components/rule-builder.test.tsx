// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { messages } from '@feedmarket/contract/messages';
import { maxGroupDepth } from '@feedmarket/contract/policies/policy-rules';

import { renderWithProviders } from '../../../testing/render';
import type { GroupValues } from '../utils/policy-form-values';
import { RuleBuilder } from './rule-builder';

// Criteria whose values need no server: organisation types come from the contract, an organisation is typed.
const criteria = [
  { value: 'organizationType', name: 'Organisation type', source: 'organizationType' },
  { value: 'organization', name: 'Organisation', source: 'organization' },
];

type HarnessProps = {
  errors?: Record<string, string>;
  maxDepth?: number;
  maxGroups?: number;
  onGroups?: (groups: GroupValues[]) => void;
};

/** The builder as a form holds it: its groups live in the parent's state. */
function Harness({ errors = {}, maxDepth, maxGroups, onGroups }: HarnessProps) {
  const [groups, setGroups] = useState<GroupValues[]>([]);
  return (
    <RuleBuilder
      ruleType="member"
      groups={groups}
      onChange={(next) => {
        setGroups(next);
        onGroups?.(next);
      }}
      criteria={criteria}
      path="memberGroups"
      errors={errors}
      orgId={1}
      emptyText="No member rules."
      {...(maxDepth ? { maxDepth } : {})}
      {...(maxGroups ? { maxGroups } : {})}
    />
  );
}

async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Each test clicks through Mantine's lists, which takes seconds on a busy machine.
describe('RuleBuilder', { timeout: 30_000 }, () => {
  it('adds a group with a rule to fill in: a criterion, Equals, and a value from the criterion’s lookup', async () => {
    let latest: GroupValues[] = [];
    renderWithProviders(<Harness onGroups={(groups) => (latest = groups)} />);
    expect(screen.getByText('No member rules.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add member group' }));
    const rule = screen.getByRole('group', { name: 'Rule 1 of member group 1' });
    expect(within(rule).getByRole<HTMLInputElement>('combobox', { name: 'Relation' }).value).toBe('Equals');
    // No values before a criterion is chosen.
    expect(within(rule).getByRole<HTMLInputElement>('combobox', { name: 'Value' }).disabled).toBe(true);

    await choose(rule, 'Criterion', 'Organisation type');
    await choose(rule, 'Value', 'Read-only');
    expect(latest[0]?.rules[0]).toMatchObject({
      field: 'organizationType',
      relation: 1,
      value: '3',
      valueName: 'Read-only',
    });

    await choose(rule, 'Relation', 'Not Equals');
    expect(latest[0]?.rules[0]?.relation).toBe(2);
  });

  it('chooses the value again when the criterion changes, and takes an organisation by its id', async () => {
    let latest: GroupValues[] = [];
    renderWithProviders(<Harness onGroups={(groups) => (latest = groups)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member group' }));
    const rule = screen.getByRole('group', { name: 'Rule 1 of member group 1' });
    await choose(rule, 'Criterion', 'Organisation type');
    await choose(rule, 'Value', 'Member');
    await choose(rule, 'Criterion', 'Organisation');
    expect(latest[0]?.rules[0]).toMatchObject({ field: 'organization', value: '', valueName: '' });

    await userEvent.type(within(rule).getByRole('textbox', { name: 'Value' }), 'a4-2');
    expect(latest[0]?.rules[0]?.value).toBe('42');
  });

  it('joins a group’s rules by All or Any, and adds and removes rules', async () => {
    let latest: GroupValues[] = [];
    renderWithProviders(<Harness onGroups={(groups) => (latest = groups)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member group' }));
    expect(latest[0]?.operand).toBe(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(latest[0]?.operand).toBe(1);
    expect(screen.getByText('one rule is enough')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add rule to member group 1' }));
    expect(screen.getByRole('group', { name: 'Rule 2 of member group 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove rule 1 of member group 1' }));
    expect(latest[0]?.rules).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove this group (member group 1)' }));
    expect(latest).toEqual([]);
  });

  it('nests groups as deep as the contract allows, and no deeper', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member group' }));
    let name = 'member group 1';
    for (let depth = 1; depth < maxGroupDepth; depth++) {
      await userEvent.click(screen.getByRole('button', { name: `Add group inside ${name}` }));
      name = `${name}.1`;
      expect(screen.getByRole('group', { name: new RegExp(`^${name.replace(/\./g, '\\.')}$`, 'i') })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: `Add group inside ${name}` })).toBeNull();
  });

  it('keeps the older model’s single flat list: one group, nothing inside it', async () => {
    renderWithProviders(<Harness maxDepth={1} maxGroups={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member rules' }));
    expect(screen.queryByRole('button', { name: /^Add group inside/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add member rules' })).toBeNull();
  });

  it('shows each issue at its field', async () => {
    renderWithProviders(<Harness errors={{ 'memberGroups.0.rules.0.value': messages.required }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member group' }));
    const value = within(screen.getByRole('group', { name: 'Rule 1 of member group 1' })).getByRole('combobox', {
      name: 'Value',
    });
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.required)).toBeTruthy();
  });
});
