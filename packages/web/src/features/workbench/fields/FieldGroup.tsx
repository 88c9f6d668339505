import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

interface FieldGroupProps {
  title: string;
  icon?: ReactNode;
  /** Shown on the group's line, right (a "new" button). */
  extra?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  indent?: number;
}

/** A titled, collapsible part of the field list (a hierarchy, a table of a structured view, computed fields …). */
export function FieldGroup({ title, icon, extra, children, defaultOpen = true, indent = 0 }: FieldGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section aria-label={title} style={{ marginBottom: 4 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, paddingInlineStart: indent * 16 }}>
        <Button
          type="text"
          size="small"
          aria-expanded={open}
          icon={open ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
          onClick={() => setOpen(!open)}
          style={{ flex: 1, justifyContent: 'flex-start', minWidth: 0, paddingInline: 4 }}
        >
          <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minWidth: 0 }}>
            {icon}
            <Typography.Text strong ellipsis>
              {title}
            </Typography.Text>
          </span>
        </Button>
        {extra}
      </div>
      {open && <div role="list">{children}</div>}
    </section>
  );
}
