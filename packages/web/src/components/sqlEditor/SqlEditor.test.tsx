import { act, render, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@uiw/react-codemirror';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SqlEditor } from './SqlEditor';

// The editor is lazy: loading it once here keeps the tests from waiting on the first transform.
beforeAll(() => import('./SqlCodeEditor'), 30_000);

async function editorOf(name: string): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name }, { timeout: 5000 });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return view;
}

describe('SqlEditor', () => {
  it('highlights the variables in scope, reports edits and the selection with where it starts', async () => {
    const onChange = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <SqlEditor
        label="SQL"
        dialect="postgres"
        value={'SELECT *\nFROM t WHERE a = $Genre$ AND b = $other$'}
        variables={['genre']}
        onChange={onChange}
        onSelectionChange={onSelectionChange}
      />,
    );
    const view = await editorOf('SQL');
    await waitFor(() => expect([...view.dom.querySelectorAll('.cm-sql-variable')].map((mark) => mark.textContent)).toEqual(['$Genre$']));
    act(() => view.dispatch({ selection: { anchor: 9, head: 15 } }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ text: 'FROM t', line: 2, column: 1 });
    act(() => view.dispatch({ changes: { from: 0, insert: '-- all\n' } }));
    expect(onChange).toHaveBeenLastCalledWith('-- all\nSELECT *\nFROM t WHERE a = $Genre$ AND b = $other$');
  });

  it('marks the line and word of an error, and can be read-only', async () => {
    render(<SqlEditor label="Query" dialect="mysql" value={'SELECT 1\nFROM dual WHER x'} error={{ line: 2, column: 11, message: 'near "WHER"' }} readOnly onChange={() => undefined} />);
    const view = await editorOf('Query');
    await waitFor(() => expect(view.dom.querySelector('.cm-sql-error')?.textContent).toBe('WHER'));
    expect(view.dom.querySelector('.cm-sql-error-line')?.getAttribute('title')).toBe('near "WHER"');
    expect(view.state.readOnly).toBe(true);
  });
});
