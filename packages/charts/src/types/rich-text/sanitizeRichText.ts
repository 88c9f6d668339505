import xss, { type IWhiteList } from 'xss';
import type * as XssModule from 'xss';

/**
 * xss is CommonJS: Node's ESM loader (the server bundle keeps it external) finds only the names it assigns
 * statically, not the helpers it copies onto its exports in a loop, so everything is read off the default
 * export (module.exports), which is the same object under Node, Vite and vitest.
 */
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof XssModule;

/**
 * Rich text is HTML written by chart editors and shown to every viewer, in the browser (inserted as HTML)
 * and in images and mails: it is sanitised on the way out of buildOption with js-xss, a pure-JS allow-list
 * sanitiser that needs no DOM, so the browser and the server clean it alike. Allowed: paragraphs, line
 * breaks, bold, italic, underline, strike, h1–h4, lists, quotes; span and div with a few style properties
 * whose values are checked (no url(), no expression()); links to http(s) and mailto, opened with
 * rel="noopener noreferrer"; images from http(s) or inline raster data. Everything else is dropped: other
 * tags (their text kept, script and style bodies removed), event handlers, other attributes and URLs.
 */
const allowedTags: IWhiteList = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  span: ['style'],
  div: ['style'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

const cssColor = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;
const allowedStyles = {
  color: cssColor,
  'background-color': cssColor,
  'font-size': /^(\d{1,3}(\.\d{1,3})?(px|em|rem|%|pt)|x?x-small|small|medium|large|x?x-large)$/i,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/i,
  'text-align': /^(left|right|center|justify)$/i,
  'line-height': /^(normal|\d{1,2}(\.\d{1,3})?(px|em|rem|%)?)$/i,
};

const linkUrl = /^(https?:\/\/|mailto:)/i;
const imageUrl = /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$)/i;

/** An attribute written back with its value checked; '' drops it. Values are decoded first, so entities cannot hide a scheme. */
function checkedUrl(name: string, raw: string, allowed: RegExp): string {
  const value = friendlyAttrValue(raw);
  return allowed.test(value) ? `${name}="${escapeAttrValue(value)}"` : '';
}

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  css: { whiteList: allowedStyles },
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') return checkedUrl(name, value, linkUrl);
    if (tag === 'img' && name === 'src') return checkedUrl(name, value, imageUrl);
    if (tag === 'a' && name === 'target') return friendlyAttrValue(value) === '_blank' ? 'target="_blank"' : '';
    return undefined;
  },
});

/** Every <a> the filter lets through: each `<` left in its output starts a tag, text ones are escaped. */
const LINK_TAG = /<a(?=[\s>])/g;

export function sanitizeRichText(html: string): string {
  return filter.process(html).replace(LINK_TAG, '<a rel="noopener noreferrer"');
}
