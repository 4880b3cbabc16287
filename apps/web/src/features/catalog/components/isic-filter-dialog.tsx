import { ActionIcon, Box, Center, Checkbox, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';

import { useFilterOptions } from '../api/get-filter-options';
import { useIsicTree } from '../api/get-isic-tree';
import { filterTree } from '../../../lib/isic-tree';
import { isicLabel } from '../utils/isic-tree';
import type { FilterValue } from '../utils/search-state';
import { FilterDialogFrame } from './filter-dialog-frame';
import { OptionLabel, type FilterDialogProps } from './filter-options-dialog';

type TreeProps = {
  nodes: TTreeNode[];
  depth: number;
  selected: FilterValue[];
  expanded: Set<string>;
  counts: Map<string, number>;
  onToggleExpand: (id: string) => void;
  onToggleSelect: (id: string) => void;
};

function IsicTree({ nodes, depth, selected, expanded, counts, onToggleExpand, onToggleSelect }: TreeProps) {
  return (
    <Box
      component="ul"
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={depth === 0 ? 'ISIC codes' : undefined}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {nodes.map((node) => {
        const isOpen = expanded.has(node.id);
        const hasChildren = node.children.length > 0;
        const label = isicLabel(node);
        return (
          <Box
            component="li"
            key={node.id}
            role="treeitem"
            aria-expanded={hasChildren ? isOpen : undefined}
            aria-selected={selected.includes(node.id)}
          >
            <Group gap={4} wrap="nowrap" py={3} pl={depth * 22} align="flex-start">
              {hasChildren ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => onToggleExpand(node.id)}
                  aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${label}`}
                  aria-expanded={isOpen}
                  style={{ flexShrink: 0 }}
                >
                  <IconChevronRight
                    size={16}
                    style={{ transform: isOpen ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
                  />
                </ActionIcon>
              ) : (
                <Box w={22} miw={22} aria-hidden />
              )}
              <Checkbox
                size="sm"
                checked={selected.includes(node.id)}
                onChange={() => onToggleSelect(node.id)}
                label={<OptionLabel name={label} count={counts.get(node.id)} />}
              />
            </Group>
            {hasChildren && isOpen && (
              <IsicTree
                nodes={node.children}
                depth={depth + 1}
                selected={selected}
                expanded={expanded}
                counts={counts}
                onToggleExpand={onToggleExpand}
                onToggleSelect={onToggleSelect}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The ISIC filter: the industry classification as a tree, searchable by code or words. */
export function IsicFilterDialog({ selected, criteria, onApply, onClose }: Omit<FilterDialogProps, 'filterKey'>) {
  const [draft, setDraft] = useState<FilterValue[]>(selected);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const tree = useIsicTree({ enabled: true });
  // Counts for the codes with most feeds under the other filters; other codes show no count.
  const top = useFilterOptions({ ...criteria, filter: 'isicCode', prefix: '' });
  const counts = useMemo(
    () => new Map((top.data ?? []).map((option) => [String(option.value), option.count])),
    [top.data],
  );
  const matches = useMemo(() => filterTree(tree.data ?? [], debounced), [tree.data, debounced]);
  const visibleExpanded = debounced.trim() ? new Set([...matches.expanded, ...expanded]) : expanded;

  const toggleExpand = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FilterDialogFrame
      title="ISIC code filter"
      searchLabel="Search ISIC codes"
      searchPlaceholder="Code or industry, e.g. 49 or transport"
      search={search}
      onSearchChange={setSearch}
      selectedCount={draft.length}
      onClearSelection={() => setDraft([])}
      onApply={() => onApply(draft)}
      onClose={onClose}
      note="Sections contain divisions, groups and classes: choosing a section finds the feeds of every industry in it."
    >
      <Box pb="xs">
        {tree.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading ISIC codes" />
          </Center>
        )}
        {tree.isError && (
          <Text c="red" size="sm" role="alert">
            The ISIC codes cannot be loaded right now. Please try again.
          </Text>
        )}
        {tree.isSuccess && matches.nodes.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No ISIC code matches “{debounced}”.
          </Text>
        )}
        {tree.isSuccess && (
          <IsicTree
            nodes={matches.nodes}
            depth={0}
            selected={draft}
            expanded={visibleExpanded}
            counts={counts}
            onToggleExpand={toggleExpand}
            onToggleSelect={(id) =>
              setDraft((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]))
            }
          />
        )}
      </Box>
    </FilterDialogFrame>
  );
}
