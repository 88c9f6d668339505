import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './loadConfig';

const problemsOf = (value: string): string[] => {
  try {
    loadConfig({ SHARE_FRAME_ANCESTORS: value });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('SHARE_FRAME_ANCESTORS', () => {
  it("lets RedBI's own pages frame share pages by default", () => {
    expect(loadConfig({}).shareFrameAncestors).toEqual(["'self'"]);
  });

  it.each([
    ['https://intranet.example.com', ['https://intranet.example.com']],
    ['  https://Intranet.Example.com/   https://*.example.org:8443 ', ['https://intranet.example.com', 'https://*.example.org:8443']],
    ["self http://localhost:3000 'self'", ["'self'", 'http://localhost:3000']],
    ['none', ["'none'"]],
    ["'none'", ["'none'"]],
    ['https: *', ['https:', '*']],
  ])('reads %j as the sources %j', (value, sources) => {
    expect(loadConfig({ SHARE_FRAME_ANCESTORS: value }).shareFrameAncestors).toEqual(sources);
  });

  it.each([
    'https://example.com/reports',
    'example.com',
    'javascript:alert(1)',
    "https://example.com; script-src 'unsafe-inline'",
    'https://example.com,https://other.com',
    'ftp://example.com',
    "'unsafe-inline'",
  ])('refuses %j at start, naming it', (value) => {
    const [problem, ...others] = problemsOf(value);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^SHARE_FRAME_ANCESTORS must be origins separated by spaces/);
  });

  it("refuses 'none' with other sources", () => {
    expect(problemsOf("'none' https://example.com")).toEqual(["SHARE_FRAME_ANCESTORS cannot list 'none' with anything else"]);
  });
});
