import { Typography } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type Block, type Inline, parseMarkdown } from '../../../lib/markdown';

/** Guide headings sit under the reader's title: '#' becomes h3, '##' h4, deeper ones h5 and h6. */
const HEADING_TAGS = { 1: 'h3', 2: 'h4', 3: 'h5', 4: 'h6', 5: 'h6', 6: 'h6' } as const;

/**
 * The parts of a parsed text with keys by position. A guide's text is fixed while it is shown and never reordered,
 * so a position is a stable key.
 */
function keyed<T>(items: readonly T[], prefix: string): { key: string; item: T }[] {
  const out: { key: string; item: T }[] = [];
  for (let position = 0; position < items.length; position++)
    out.push({ key: `${prefix}${position}`, item: items[position]! });
  return out;
}

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return keyed(nodes, 'i').map(({ key, item }) => renderInlineNode(item, key));
}

function renderInlineNode(node: Inline, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong key={key}>{renderInline(node.children)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(node.children)}</em>;
    case 'code':
      return <code key={key}>{node.text}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return node.href ? (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {renderInline(node.children)}
        </a>
      ) : (
        <span key={key}>{renderInline(node.children)}</span>
      );
  }
}

function renderBlocks(blocks: readonly Block[]): ReactNode[] {
  return keyed(blocks, 'b').map(({ key, item }) => renderBlock(item, key));
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = HEADING_TAGS[block.level];
      return <Tag key={key}>{renderInline(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>;
    case 'list': {
      const items = keyed(block.items, 'li').map(({ key: itemKey, item }) => (
        <li key={itemKey}>{renderInline(item)}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={key}>{renderBlocks(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} />;
    case 'table':
      return (
        <div key={key} style={{ overflowX: 'auto', marginBottom: 'var(--mantine-spacing-md)' }}>
          <table>
            <thead>
              <tr>
                {keyed(block.header, 'h').map(({ key: cellKey, item: cell }, column) => (
                  <th key={cellKey} style={{ textAlign: block.align[column] ?? 'start' }}>
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keyed(block.rows, 'r').map(({ key: rowKey, item: row }) => (
                <tr key={rowKey}>
                  {keyed(row, 'c').map(({ key: cellKey, item: cell }, column) => (
                    <td key={cellKey} style={{ textAlign: block.align[column] ?? 'start' }}>
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

interface MarkdownContentProps {
  markdown: string;
  /** The language the text is written in (an English guide inside the Arabic site keeps left-to-right). */
  lang?: string;
}

/**
 * A guide's Markdown as React elements (lib/markdown.ts reads it): headings, paragraphs, lists, quotes, code,
 * tables, bold, italic and links. Nothing is inserted as HTML, so a guide cannot run script or change the page.
 */
export function MarkdownContent({ markdown, lang }: MarkdownContentProps) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <Typography lang={lang} dir={lang === 'ar' ? 'rtl' : lang ? 'ltr' : undefined} data-testid="markdown-content">
      {renderBlocks(blocks)}
    </Typography>
  );
}
