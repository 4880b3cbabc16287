import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';

/** "H Transportation and storage": the code and the industry, as the ISIC filter names its options. */
export function isicLabel(node: TTreeNode): string {
  return `${node.id} ${node.name}`;
}
