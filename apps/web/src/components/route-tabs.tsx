import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export type RouteTab = { value: string; label: string; count?: number };

type RouteTabsProps = {
  tabs: RouteTab[];
  active: string;
  getHref: (value: string) => string;
  /** The content of the active tab. */
  children: ReactNode;
  label: string;
};

/** Tabs whose selection is the page address, so each tab can be linked to and survives a reload. */
export function RouteTabs({ tabs, active, getHref, children, label }: RouteTabsProps) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => value && value !== active && void navigate(getHref(value))}
      keepMounted={false}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            // A tab with a count badge is this tall: every tab reserves it, so when the counts arrive
            // the tabs and the panel below do not move. Narrower than Mantine's padding, a provider's
            // twelve tabs and their badges fit one row of a 1280 px screen instead of leaving "Users"
            // alone on a second row, which the counts' arrival used to push it onto.
            style={{ whiteSpace: 'nowrap', minHeight: 40, paddingInline: 'var(--mantine-spacing-sm)' }}
            rightSection={
              tab.count ? (
                <Badge size="sm" variant="filled" circle={tab.count < 10} aria-label={`${tab.count} new`}>
                  {tab.count > 99 ? '99+' : tab.count}
                </Badge>
              ) : undefined
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="xl">
          {tab.value === active ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
