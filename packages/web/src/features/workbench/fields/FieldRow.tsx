import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { dateLevels } from '@redbi/shared/query';
import { Button, theme, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from '../fieldIcons';
import { useFieldDrag } from '../fieldDrag';
import { pickOf, type FieldPick, type OfferedField } from '../workbenchFields';
import { AddToMenu } from './AddToMenu';

const INDENT = 16;

/** One draggable line of the field list: icon, name, the "Add to…" menu and the field's own actions. */
function FieldLine({ pick, label, icon, indent, expander, actions, title }: { pick: FieldPick; label: string; icon: ReactNode; indent: number; expander?: ReactNode; actions?: ReactNode; title: string }) {
  const { token } = theme.useToken();
  const { dragProps } = useFieldDrag();
  return (
    <div
      {...dragProps({ kind: 'pick', pick }, label)}
      title={title}
      style={{ display: 'flex', alignItems: 'center', gap: 6, paddingInlineStart: 4 + indent * INDENT, minHeight: 28, borderRadius: token.borderRadiusSM, cursor: 'grab' }}
    >
      <span style={{ width: 20, flex: 'none', display: 'inline-flex', justifyContent: 'center' }}>{expander}</span>
      {icon}
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
        {label}
      </Typography.Text>
      {actions}
      <AddToMenu pick={pick} label={label} />
    </div>
  );
}

interface FieldRowProps {
  field: OfferedField;
  /** What the list shows (a path's last part under its table); the field's name by default. */
  label?: string;
  indent?: number;
  /** The field's own actions (edit and remove a computed field of the chart). */
  actions?: ReactNode;
}

/** A field of the list; a date field opens into its year, quarter, month, week and day levels. */
export function FieldRow({ field, label = field.name, indent = 0, actions }: FieldRowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = `${field.name} · ${t(`workbench.fields.type.${field.type}`)} · ${t(`workbench.fields.origin.${field.origin}`)}`;
  const expander =
    field.type === 'date' ? (
      <Button
        type="text"
        size="small"
        aria-expanded={open}
        aria-label={t('workbench.fields.levels', { name: field.name })}
        icon={open ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
        onClick={() => setOpen(!open)}
      />
    ) : undefined;
  return (
    <div role="listitem">
      <FieldLine pick={pickOf(field)} label={label} title={title} icon={<FieldTypeIcon type={field.type} origin={field.origin} />} indent={indent} expander={expander} actions={actions} />
      {open && (
        <div role="list" aria-label={t('workbench.fields.levels', { name: field.name })}>
          {dateLevels.map((level) => {
            const levelLabel = `${label} · ${t(`workbench.dateLevel.${level}`)}`;
            return (
              <div role="listitem" key={level}>
                <FieldLine pick={pickOf(field, level)} label={levelLabel} title={levelLabel} icon={<FieldTypeIcon type="date" />} indent={indent + 1} />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
