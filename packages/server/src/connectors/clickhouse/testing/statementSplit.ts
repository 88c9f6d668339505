/**
 * The statements of ClickHouse SQL text, split at `;` outside strings, quoted names and comments (the test
 * server refuses a second statement, as the HTTP interface does). Empty statements are left out.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const skipQuoted = (quote: string) => {
    i += 1;
    while (i < text.length) {
      const char = text[i];
      if (char === '\\') i += 2;
      else if (char === quote && text[i + 1] === quote) i += 2;
      else if (char === quote) {
        i += 1;
        return;
      } else i += 1;
    }
  };
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === "'" || char === '"' || char === '`') skipQuoted(char);
    else if ((char === '-' && text[i + 1] === '-') || char === '#') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (char === ';') {
      statements.push(text.slice(start, i));
      i += 1;
      start = i;
    } else i += 1;
  }
  statements.push(text.slice(start));
  return statements.filter((statement) => statement.replace(/--[^\n]*|#[^\n]*|\/\*[\s\S]*?\*\//g, '').trim() !== '');
}
