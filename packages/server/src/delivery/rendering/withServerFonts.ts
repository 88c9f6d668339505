/**
 * Points every text of an SVG at the fonts the server has. Charts name the browser's font stack
 * (-apple-system, 'Segoe UI', Roboto …, then 'WenQuanYi Micro Hei'); resvg takes the first family it has
 * loaded, which would be the 5 MB CJK font for all text, read again per text element. With the server's own
 * list (Latin font, then CJK font) Latin labels use the small Latin file and CJK characters fall back to the
 * CJK font. Covers the three ways SVG writes a family: the `font-family` property in a style attribute, the
 * `font-family` attribute, and the family at the end of the `font` shorthand (zrender writes it so). Only
 * tags are rewritten, never text content.
 */
export function withServerFonts(svg: string, familyList: string): string {
  return svg.replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag
      .replace(/font-family:[^;"]*/g, `font-family:${familyList}`)
      .replace(/font-family=("[^"]*"|'[^']*')/g, `font-family="${familyList}"`)
      .replace(/(font:\s*(?:[a-z0-9-]+\s+)*?\d+(?:\.\d+)?px(?:\/[^\s;"]+)?\s+)[^;"]+/g, (_, size: string) => `${size}${familyList}`),
  );
}
