import { describe, expect, it } from 'vitest';
import { searchOfVariables, variablesOfSearch, withVariable } from './chartVariables';

describe("the chart viewer's variables in its URL", () => {
  it('reads repeated names as several values and skips nameless ones', () => {
    expect(variablesOfSearch(new URLSearchParams('country=Brazil&genre=Rock&country=Chile&=x'))).toEqual({ country: ['Brazil', 'Chile'], genre: ['Rock'] });
    expect(variablesOfSearch(new URLSearchParams(''))).toEqual({});
  });

  it('writes them back, one name=value per value, encoded', () => {
    const search = searchOfVariables({ country: ['São Paulo', 'A&B'], genre: ['Rock'] });
    expect(search.toString()).toBe('country=S%C3%A3o+Paulo&country=A%26B&genre=Rock');
    expect(variablesOfSearch(search)).toEqual({ country: ['São Paulo', 'A&B'], genre: ['Rock'] });
  });

  it('sets one variable in place, whatever the case of its name, adds a new one last, and removes an emptied one', () => {
    const values = { country: ['Brazil'], genre: ['Rock'] };
    expect(withVariable(values, 'Country', ['Chile'])).toEqual({ Country: ['Chile'], genre: ['Rock'] });
    expect(Object.keys(withVariable(values, 'country', ['Chile']))).toEqual(['country', 'genre']);
    expect(withVariable(values, ' year ', ['2024'])).toEqual({ country: ['Brazil'], genre: ['Rock'], year: ['2024'] });
    expect(withVariable(values, 'country', [])).toEqual({ genre: ['Rock'] });
    expect(withVariable(values, '  ', ['x'])).toEqual(values);
  });
});
