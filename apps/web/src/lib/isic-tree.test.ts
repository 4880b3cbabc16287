import { describe, expect, it } from 'vitest';

import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';

import { filterTree, indexTree, nodeText, toggleSelection } from './isic-tree';

const node = (id: string, name: string, children: TTreeNode[] = []): TTreeNode => ({
  id,
  name,
  description: '',
  children,
});

const tree: TTreeNode[] = [
  node('A', 'Agriculture, forestry and fishing', [
    node('01', 'Crop and animal production', [node('011', 'Growing of non-perennial crops')]),
  ]),
  node('J', 'Information and communication', [node('62', 'Computer programming, consultancy and related activities')]),
];

describe('filterTree', () => {
  it('keeps everything without a search', () => {
    expect(filterTree(tree, ' ').nodes).toHaveLength(2);
  });

  it('keeps matches with their ancestors, expanded', () => {
    const { nodes, expanded } = filterTree(tree, 'programming');
    expect(nodes.map((item) => item.id)).toEqual(['J']);
    expect(nodes[0]?.children.map((item) => item.id)).toEqual(['62']);
    expect([...expanded]).toEqual(['J']);
  });

  it('matches codes by prefix and keeps the subtree of a match', () => {
    const { nodes } = filterTree(tree, '01');
    expect(nodes[0]?.children[0]?.id).toBe('01');
    expect(nodes[0]?.children[0]?.children[0]?.id).toBe('011');
  });
});

describe('selection', () => {
  it('toggles and stops at the limit', () => {
    expect(toggleSelection(['A'], 'A', 5)).toEqual([]);
    expect(toggleSelection(['A'], 'J', 5)).toEqual(['A', 'J']);
    expect(toggleSelection(['1', '2', '3', '4', '5'], '6', 5)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('indexes nodes and finds their text', () => {
    const index = indexTree(tree);
    expect(index.size).toBe(5);
    expect(nodeText(index.get('62') as TTreeNode)).toBe('Computer programming, consultancy and related activities');
    expect(nodeText({ id: '62', name: '62', description: 'Programming', children: [] })).toBe('Programming');
  });
});
