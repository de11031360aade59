const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A plain-text rendering of a Markdown field as GitLab's `markdown_field` shapes paragraphs: each
 * blank-line-separated block a `<p data-sourcepos dir="auto">`, its text escaped. Markdown syntax
 * inside the block is not interpreted (no renderer ships with the facade).
 */
export function renderMarkdownParagraphs(text: string | null): string {
  if (!text) return '';
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const blocks: string[] = [];
  let start = -1;
  const close = (end: number) => {
    const body = lines.slice(start, end + 1).map((l) => l.replace(/[&<>"']/g, (c) => ESCAPES[c])).join('\n');
    blocks.push(`<p data-sourcepos="${start + 1}:1-${end + 1}:${lines[end].length}" dir="auto">${body}</p>`);
    start = -1;
  };
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (start >= 0) close(i - 1);
    } else if (start < 0) start = i;
  });
  if (start >= 0) close(lines.length - 1);
  return blocks.join('\n');
}
