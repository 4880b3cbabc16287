import { Anchor, Blockquote, Code, Divider, List, Text, Title, Typography } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from '../lib/markdown';

function renderInline(nodes: MarkdownInline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <Code key={index}>{node.text}</Code>;
      case 'link':
        // Same-site links stay inside the single-page app; others open the external site.
        return node.href.startsWith('/') ? (
          <Anchor key={index} component={Link} to={node.href}>
            {renderInline(node.children)}
          </Anchor>
        ) : (
          <Anchor key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </Anchor>
        );
    }
  });
}

function renderBlock(block: MarkdownBlock, index: number, compact: boolean): ReactNode {
  switch (block.type) {
    case 'heading':
      return (
        <Title
          key={index}
          order={Math.max(block.level, 2) as 2 | 3 | 4 | 5 | 6}
          fz={compact ? (block.level <= 2 ? 'lg' : 'md') : undefined}
          mt={compact ? 'md' : 'lg'}
          mb="xs"
        >
          {renderInline(block.children)}
        </Title>
      );
    case 'paragraph':
      return (
        <Text key={index} mb="sm">
          {renderInline(block.children)}
        </Text>
      );
    case 'list':
      return (
        <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" mb="sm" withPadding>
          {block.items.map((item, itemIndex) => (
            <List.Item key={itemIndex}>{renderInline(item)}</List.Item>
          ))}
        </List>
      );
    case 'code':
      return (
        <Code key={index} block mb="sm">
          {block.text}
        </Code>
      );
    case 'quote':
      return (
        <Blockquote key={index} mb="sm" p="md">
          {renderInline(block.children)}
        </Blockquote>
      );
    case 'rule':
      return <Divider key={index} my="lg" />;
  }
}

/**
 * Renders Markdown as React elements. The page title is the only h1, so a `#` heading in the source
 * becomes an h2 like `##`; deeper levels stay as written. `compact` sizes headings for dialogs.
 */
export function Markdown({ source, compact = false }: { source: string; compact?: boolean }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <Typography>{blocks.map((block, index) => renderBlock(block, index, compact))}</Typography>;
}
