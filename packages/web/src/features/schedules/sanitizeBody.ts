/**
 * The rich-text body of a schedule's mail as the editor shows it: only the formatting the editor makes
 * (bold, italic, underline, lists, links, paragraphs and line breaks) survives; scripts, styles, images,
 * event handlers and any other attribute are dropped, and a link keeps only an http(s) or mailto address.
 * The server makes the body safe again when it builds the mail; this keeps a stored body from running in
 * the editor of whoever opens it.
 */
const KEPT = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A', 'P', 'DIV', 'BR']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function cleanChildren(from: Node, into: Node, document: Document): void {
  for (const child of [...from.childNodes]) {
    if (child.nodeType === 3) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    // Upper case: an SVG or MathML element keeps its name's case.
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!KEPT.has(tag)) {
      cleanChildren(element, into, document);
      continue;
    }
    const copy = document.createElement(tag.toLowerCase());
    const href = element.getAttribute('href')?.trim();
    if (tag === 'A' && href && SAFE_LINK.test(href)) {
      copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    cleanChildren(element, copy, document);
    into.appendChild(copy);
  }
}

export function sanitizeBody(html: string): string {
  if (html.trim() === '') return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const holder = out.createElement('div');
  cleanChildren(parsed.body, holder, out);
  return holder.innerHTML;
}

/** Whether a body says nothing (only empty tags and white space). */
export const isBlankBody = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
