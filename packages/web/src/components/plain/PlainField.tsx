import type { ReactNode } from 'react';
import { plainClass } from './plainControlsCss';

/** What a field's control takes from its PlainField: its id (the label's target) and its error state. */
export interface PlainControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface PlainFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The field's problem, shown under it in the error colour (antd's Form.Item explain). */
  error?: string;
  children: (control: PlainControlProps) => ReactNode;
}

/**
 * A form field as antd's vertical Form.Item draws it: the label above (the required mark before it, drawn
 * by CSS so that the label's text is the field's name alone), the control, and its error below in the room
 * the item keeps under every field.
 */
export function PlainField({ id, label, required = false, error, children }: PlainFieldProps) {
  const helpId = `${id}_help`;
  return (
    <div className={error ? `${plainClass.item} ${plainClass.invalid}` : plainClass.item}>
      <label htmlFor={id} className={required ? `${plainClass.label} ${plainClass.required}` : plainClass.label}>
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': helpId } : {}), ...(required ? { 'aria-required': true } : {}) })}
      {error && (
        <div id={helpId} role="alert" className={plainClass.error}>
          {error}
        </div>
      )}
    </div>
  );
}
