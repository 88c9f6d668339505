import { describe, expect, it } from 'vitest';
import { classifyDuckdbError } from './duckdbErrors';

describe('classifyDuckdbError', () => {
  it.each([
    ['Failed to extract statements: Parser Error: syntax error at or near "SELEC"\n\nLINE 1: SELEC 1\n        ^', 'syntax'],
    ['Catalog Error: Table with name nope does not exist!\nDid you mean "film"?', 'notFound'],
    ['Binder Error: Referenced column "nope" not found in FROM clause!', 'notFound'],
    ['Binder Error: No function matches the given name and argument types', 'syntax'],
    ['Permission Error: Cannot access file "/etc/passwd" - file system operations are disabled by configuration', 'permission'],
    ['Invalid Input Error: Cannot execute statement of type "CREATE" on database "db" which is attached in read-only mode!', 'permission'],
    ['IO Error: Cannot open database "/x.duckdb" in read-only mode: database does not exist', 'notFound'],
    ['INTERRUPT Error: Interrupted!', 'canceled'],
    ['Conversion Error: Could not convert string to INT32', 'other'],
  ])('%s', (message, kind) => {
    const classified = classifyDuckdbError(new Error(message));
    expect(classified.kind).toBe(kind);
    expect(classified.message).toBe(message.replace('Failed to extract statements: ', ''));
  });
});
