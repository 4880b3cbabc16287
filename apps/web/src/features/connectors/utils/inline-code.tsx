import { Code } from '@mantine/core';
import type { ReactNode } from 'react';

/** Text from the reference data with its `quoted` names (headers, addresses) shown as code. */
export function withInlineCode(text: string): ReactNode {
  const parts = text.split(/`([^`]+)`/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}
