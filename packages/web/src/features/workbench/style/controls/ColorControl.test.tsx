import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColorControl } from './ColorControl';

const control = { key: 'color', kind: 'color', default: '#5470C6' } as const;

describe('ColorControl', () => {
  it('shows the stored colour and sends the chosen one as #RRGGBB', () => {
    const onChange = vi.fn();
    render(<ColorControl control={control} value="#5470C6" onChange={onChange} id="c" label="Colour" optionLabel={(value) => value} />);
    const input = screen.getByLabelText('Colour');
    expect((input as HTMLInputElement).value).toBe('#5470c6');
    fireEvent.change(input, { target: { value: '#ff8800' } });
    expect(onChange).toHaveBeenCalledWith('#FF8800');
  });
});
