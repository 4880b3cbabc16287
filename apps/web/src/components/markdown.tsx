import { Anchor, Blockquote, Code, Divider, Image, List, Table, Text, Title, Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

/** Same-site addresses stay inside the single-page app; `//host` is another site. */
const isSameSite = (href: string) => href.startsWith('/') && !href.startsWith('//');

type HeadingOrder = 2 | 3 | 4 | 5 | 6;
type SyntaxNode = NonNullable<ExtraProps['node']> | NonNullable<ExtraProps['node']>['children'][number];

function textOf(node: SyntaxNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** The page title is the only h1: a `#` heading in the source becomes an h2 like `##`; deeper levels stay. */
function heading(level: 1 | 2 | 3 | 4 | 5 | 6, compact: boolean): Components['h1'] {
  return function MarkdownHeading({ children }) {
    return (
      <Title
        order={Math.max(level, 2) as HeadingOrder}
        fz={compact ? (level <= 2 ? 'lg' : 'md') : undefined}
        mt={compact ? 'md' : 'lg'}
        mb="xs"
      >
        {children}
      </Title>
    );
  };
}

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  // A link whose target was refused stays as its text.
  if (!href) return <>{children}</>;
  return isSameSite(href) ? (
    <Anchor component={Link} to={href}>
      {children}
    </Anchor>
  ) : (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

function components(compact: boolean): Components {
  return {
    h1: heading(1, compact),
    h2: heading(2, compact),
    h3: heading(3, compact),
    h4: heading(4, compact),
    h5: heading(5, compact),
    h6: heading(6, compact),
    p: ({ children }) => <Text mb="sm">{children}</Text>,
    a: MarkdownLink,
    ul: ({ children }) => (
      <List type="unordered" spacing="xs" mb="sm" withPadding>
        {children}
      </List>
    ),
    ol: ({ children, start }) => (
      <List type="ordered" start={start} spacing="xs" mb="sm" withPadding>
        {children}
      </List>
    ),
    li: ({ children }) => <List.Item>{children}</List.Item>,
    // A code block arrives as <pre><code>: it is drawn whole here, so `code` below is inline code only.
    pre: ({ node }) => (
      <Code block mb="sm">
        {textOf(node).replace(/\n$/, '')}
      </Code>
    ),
    code: ({ children }) => <Code>{children}</Code>,
    blockquote: ({ children }) => (
      <Blockquote mb="sm" p="md">
        {children}
      </Blockquote>
    ),
    hr: () => <Divider my="lg" />,
    // An image whose address was refused is left out; its description stays.
    img: ({ src, alt }) => (src ? <Image src={src} alt={alt ?? ''} maw="100%" radius="sm" /> : <>{alt}</>),
    table: ({ children }) => (
      <Table.ScrollContainer minWidth={480} type="native" mb="sm">
        <Table withTableBorder withColumnBorders striped>
          {children}
        </Table>
      </Table.ScrollContainer>
    ),
    thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
    tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
    tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
    th: ({ children, style }) => <Table.Th style={style}>{children}</Table.Th>,
    td: ({ children, style }) => <Table.Td style={style}>{children}</Table.Td>,
  };
}

const compactComponents = components(true);
const pageComponents = components(false);

/**
 * Renders operator-written Markdown (GitHub's dialect, with tables) as React elements. Raw HTML in the
 * source is never rendered: it shows as the text it is. `compact` sizes headings for dialogs.
 */
export function Markdown({ source, compact = false }: { source: string; compact?: boolean }) {
  return (
    <Typography>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={compact ? compactComponents : pageComponents}
        // Web, mail and relative addresses only: any other scheme (javascript:, data:) leaves an empty target.
        urlTransform={defaultUrlTransform}
      >
        {source}
      </ReactMarkdown>
    </Typography>
  );
}
