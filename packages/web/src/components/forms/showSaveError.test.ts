import { describe, expect, it } from 'vitest';
import { namePathOf } from './showSaveError';

describe('namePathOf', () => {
  it('turns server paths into antd name paths, list indexes as numbers', () => {
    expect(namePathOf('config.properties.1.key')).toEqual(['config', 'properties', 1, 'key']);
    expect(namePathOf('name')).toEqual(['name']);
  });
});
