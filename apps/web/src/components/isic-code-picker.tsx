import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  Modal,
  Pill,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';

import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';

import { filterTree, indexTree, nodeText, toggleSelection } from '../lib/isic-tree';

type TreeProps = {
  nodes: TTreeNode[];
  selected: string[];
  expanded: Set<string>;
  limit: number;
  depth: number;
  onToggleExpand: (id: string) => void;
  onToggleSelect: (id: string) => void;
};

function IsicTree({ nodes, selected, expanded, limit, depth, onToggleExpand, onToggleSelect }: TreeProps) {
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
        const isChecked = selected.includes(node.id);
        const hasChildren = node.children.length > 0;
        const text = nodeText(node);
        return (
          <Box
            component="li"
            key={node.id}
            role="treeitem"
            aria-expanded={hasChildren ? isOpen : undefined}
            aria-selected={isChecked}
          >
            <Group gap={4} wrap="nowrap" py={4} pl={depth * 20} align="flex-start">
              {hasChildren ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => onToggleExpand(node.id)}
                  aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${node.id} ${text}`}
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
                checked={isChecked}
                disabled={!isChecked && selected.length >= limit}
                onChange={() => onToggleSelect(node.id)}
                label={
                  <Text size="sm" component="span">
                    {/* A real space, not a margin: the checkbox is named "3600 Water collection…", not "3600Water…". */}
                    <Text span fw={600} ff="monospace">
                      {node.id}
                    </Text>{' '}
                    {text}
                  </Text>
                }
              />
            </Group>
            {hasChildren && isOpen && (
              <IsicTree
                nodes={node.children}
                selected={selected}
                expanded={expanded}
                limit={limit}
                depth={depth + 1}
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

type IsicCodePickerProps<TKey extends QueryKey> = {
  value: string[];
  onChange: (value: string[]) => void;
  /** The tree's query (`GET /domain/isiccode`), from the feature that shows the picker. */
  treeQuery: UseQueryOptions<TTreeNode[], Error, TTreeNode[], TKey>;
  error?: React.ReactNode;
  limit?: number;
  label?: string;
  description?: React.ReactNode;
};

/** ISIC industry codes: chosen in a modal with a searchable tree, at most `limit` (5) of them. */
export function IsicCodePicker<TKey extends QueryKey>({
  value,
  onChange,
  treeQuery,
  error,
  limit = 5,
  label = 'ISIC codes',
  description = `The industries your organisation works in: choose 1 to ${limit} codes.`,
}: IsicCodePickerProps<TKey>) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<string[]>(value);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  // Loaded as soon as the form shows chosen codes or the picker opens; the tree is a large answer.
  const isic = useQuery({ ...treeQuery, enabled: opened || value.length > 0 });
  const labelId = useId();
  const errorId = useId();

  const index = useMemo(() => indexTree(isic.data ?? []), [isic.data]);
  const filtered = useMemo(() => filterTree(isic.data ?? [], search), [isic.data, search]);
  const visibleExpanded = search.trim() ? new Set([...filtered.expanded, ...expanded]) : expanded;

  const openPicker = () => {
    setDraft(value);
    setSearch('');
    open();
  };

  const toggleExpand = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description={description}
      error={error}
      required
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={6}>
        {value.length > 0 && (
          <Pill.Group>
            {value.map((code) => (
              <Pill
                key={code}
                withRemoveButton
                onRemove={() => onChange(value.filter((item) => item !== code))}
                removeButtonProps={{ 'aria-label': `Remove ISIC code ${code}` }}
              >
                {code}
                {index.get(code) ? ` · ${nodeText(index.get(code) as TTreeNode)}` : ''}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <Group>
          <Button variant="light" onClick={openPicker} aria-describedby={error ? errorId : undefined}>
            {value.length > 0 ? 'Change ISIC codes' : 'Choose ISIC codes'}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={opened}
        onClose={close}
        title="Select ISIC codes"
        size="lg"
        scrollAreaComponent={ScrollArea.Autosize}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <TextInput
            label="Search ISIC codes"
            placeholder="Code or industry, e.g. 62 or software"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <Text size="sm" c={draft.length >= limit ? 'orange' : 'dimmed'} aria-live="polite">
            {draft.length} of {limit} selected
          </Text>
          <Box mih={200}>
            {isic.isPending && (
              <Group justify="center" py="xl">
                <Loader size="sm" aria-label="Loading ISIC codes" />
              </Group>
            )}
            {isic.isError && (
              <Alert color="red">The ISIC codes cannot be loaded right now. Please try again later.</Alert>
            )}
            {isic.isSuccess && filtered.nodes.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                No ISIC code matches “{search}”.
              </Text>
            )}
            {isic.isSuccess && (
              <IsicTree
                nodes={filtered.nodes}
                selected={draft}
                expanded={visibleExpanded}
                limit={limit}
                depth={0}
                onToggleExpand={toggleExpand}
                onToggleSelect={(id) => setDraft((current) => toggleSelection(current, id, limit))}
              />
            )}
          </Box>
          <Group
            justify="flex-end"
            pt="sm"
            style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' }}
          >
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onChange(draft);
                close();
              }}
            >
              Done
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
