import { describe, expect, it } from 'vitest';

import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';

import { filterTree, indexTree } from '../../../lib/isic-tree';
import { isicLabel } from './isic-tree';

const node = (id: string, name: string, children: TTreeNode[] = []): TTreeNode => ({
  id,
  name,
  description: '',
  children,
});

const tree = [
  node('A', 'Agriculture, forestry and fishing', [
    node('01', 'Crop and animal production', [node('011', 'Growing of non-perennial crops')]),
  ]),
  node('H', 'Transportation and storage', [node('49', 'Land transport'), node('52', 'Warehousing')]),
];

describe('ISIC tree', () => {
  it('names nodes with their code', () => {
    expect(isicLabel(tree[1] as TTreeNode)).toBe('H Transportation and storage');
  });

  it('keeps matches by code prefix or words, with ancestors expanded', () => {
    const byWord = filterTree(tree, 'warehous');
    expect(byWord.nodes.map((item) => item.id)).toEqual(['H']);
    expect(byWord.nodes[0]?.children.map((item) => item.id)).toEqual(['52']);
    expect([...byWord.expanded]).toEqual(['H']);

    const byCode = filterTree(tree, '011');
    expect([...byCode.expanded].sort()).toEqual(['01', 'A']);
  });

  it('returns the whole tree for an empty search and indexes every node', () => {
    expect(filterTree(tree, ' ').nodes).toHaveLength(2);
    expect([...indexTree(tree).keys()]).toEqual(['A', '01', '011', 'H', '49', '52']);
  });
});
