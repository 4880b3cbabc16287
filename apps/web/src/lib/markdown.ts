/**
 * A small Markdown reader for operator-written content pages: headings, paragraphs, lists, links,
 * emphasis, inline code, code blocks, quotes and rules. It builds a tree that React renders as
 * elements, so no HTML from the page is ever injected; raw HTML in the source stays plain text.
 */

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'emphasis'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: MarkdownInline[] };

export type MarkdownBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: MarkdownInline[] }
  | { type: 'rule' };

/** Keeps web, mail and same-site links; anything else (javascript:, data:) is not a link. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[/#?]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  return trimmed === '' ? null : trimmed;
}

const inlinePattern =
  /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s](?:[^*]*[^*\s])?)\*|_([^_\s](?:[^_]*[^_\s])?)_/;

export function parseInline(text: string): MarkdownInline[] {
  const result: MarkdownInline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      result.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) result.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, code, strong, strongAlt, linkText, linkHref, emphasis, emphasisAlt] = match;
    if (code !== undefined) result.push({ type: 'code', text: code });
    else if (strong !== undefined || strongAlt !== undefined) {
      result.push({ type: 'strong', children: parseInline(strong ?? strongAlt ?? '') });
    } else if (linkText !== undefined && linkHref !== undefined) {
      const href = safeHref(linkHref);
      const children = parseInline(linkText);
      if (href) result.push({ type: 'link', href, children });
      else result.push(...children);
    } else {
      result.push({ type: 'emphasis', children: parseInline(emphasis ?? emphasisAlt ?? '') });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

const headingPattern = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletPattern = /^\s*[-*+]\s+(.*)$/;
const numberedPattern = /^\s*\d+[.)]\s+(.*)$/;
const rulePattern = /^\s*([-*_])(\s*\1){2,}\s*$/;

export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let index = 0;

  const isBlockStart = (line: string) =>
    headingPattern.test(line) ||
    bulletPattern.test(line) ||
    numberedPattern.test(line) ||
    rulePattern.test(line) ||
    line.trimStart().startsWith('```') ||
    line.trimStart().startsWith('>');

  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (line.trimStart().startsWith('```')) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trimStart().startsWith('```')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      index += 1;
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = headingPattern.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      index += 1;
      continue;
    }
    if (rulePattern.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }
    if (bulletPattern.test(line) || numberedPattern.test(line)) {
      const ordered = !bulletPattern.test(line);
      const pattern = ordered ? numberedPattern : bulletPattern;
      const items: MarkdownInline[][] = [];
      while (index < lines.length) {
        const itemMatch = pattern.exec(lines[index] ?? '');
        if (!itemMatch) break;
        const parts = [itemMatch[1] ?? ''];
        index += 1;
        // Indented lines that follow continue the item's text.
        while (index < lines.length && /^\s{2,}\S/.test(lines[index] ?? '') && !isBlockStart(lines[index] ?? '')) {
          parts.push((lines[index] ?? '').trim());
          index += 1;
        }
        items.push(parseInline(parts.join(' ')));
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (line.trimStart().startsWith('>')) {
      const quote: string[] = [];
      while (index < lines.length && (lines[index] ?? '').trimStart().startsWith('>')) {
        quote.push((lines[index] ?? '').trimStart().replace(/^>\s?/, ''));
        index += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && (lines[index] ?? '').trim() !== '' && !isBlockStart(lines[index] ?? '')) {
      paragraph.push((lines[index] ?? '').trim());
      index += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
