import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';

/** The readable text of a node, whichever of name or description carries it. */
export function nodeText(node: TTreeNode): string {
  if (node.name && node.name !== node.id) return node.name;
  return node.description || node.name || node.id;
}

/** Index of every node by id, to show the names of selected codes. */
export function indexTree(
  nodes: readonly TTreeNode[],
  index: Map<string, TTreeNode> = new Map(),
): Map<string, TTreeNode> {
  for (const node of nodes) {
    index.set(node.id, node);
    indexTree(node.children, index);
  }
  return index;
}

// Only the code and the readable text count: the other field may hold the level ("Section", "Class"),
// and searching "class" should not return every class.
function matches(node: TTreeNode, needle: string): boolean {
  return node.id.toLowerCase().startsWith(needle) || nodeText(node).toLowerCase().includes(needle);
}

export type FilteredTree = { nodes: TTreeNode[]; expanded: Set<string> };

/**
 * Keeps the nodes that match the search (code prefix or words in the name), with their ancestors so
 * they can be reached, and their whole subtree. Ancestors of matches come back expanded.
 */
export function filterTree(nodes: readonly TTreeNode[], search: string): FilteredTree {
  const needle = search.trim().toLowerCase();
  const expanded = new Set<string>();
  if (!needle) return { nodes: [...nodes], expanded };

  const visit = (list: readonly TTreeNode[]): TTreeNode[] => {
    const kept: TTreeNode[] = [];
    for (const node of list) {
      if (matches(node, needle)) {
        kept.push(node);
        continue;
      }
      const children = visit(node.children);
      if (children.length > 0) {
        expanded.add(node.id);
        kept.push({ ...node, children });
      }
    }
    return kept;
  };

  return { nodes: visit(nodes), expanded };
}

/** Toggles `id` in the selection, refusing to go beyond `limit`. */
export function toggleSelection(selected: readonly string[], id: string, limit: number): string[] {
  if (selected.includes(id)) return selected.filter((value) => value !== id);
  return selected.length >= limit ? [...selected] : [...selected, id];
}
