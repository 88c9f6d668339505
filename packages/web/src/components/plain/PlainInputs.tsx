import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes } from 'react';
import { plainClass } from './plainControlsCss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

/** A text field drawn as antd's Input (plainControlsCss). */
export function PlainTextInput(props: InputProps) {
  return <input {...props} type="text" className={plainClass.input} />;
}

/**
 * A password field drawn as antd's Input.Password: the eye after the text shows or hides it (out of the tab
 * order and keeping the focus in the field, as antd's does). `toggleLabel` names that eye: without the
 * word 'password', so that scripts finding the field by its label ('Password') find the field alone.
 */
export function PlainPasswordInput({ toggleLabel, ...props }: InputProps & { toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={plainClass.affix}>
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        tabIndex={-1}
        className={plainClass.suffix}
        aria-label={toggleLabel}
        aria-pressed={visible}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </button>
    </span>
  );
}
