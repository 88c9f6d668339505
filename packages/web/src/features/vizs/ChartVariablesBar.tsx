import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Select, Space, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withVariable, type VariableValues } from './chartVariables';
import './chartVariablesMessages';

interface VariableFormProps {
  /** The variable changed; undefined: a new one, named in the form. */
  name?: string;
  values: readonly string[];
  onApply: (name: string, values: string[]) => void;
}

/** A variable's name (for a new one) and its values, applied together. */
function VariableForm({ name, values, onApply }: VariableFormProps) {
  const { t } = useTranslation();
  const [draftName, setDraftName] = useState(name ?? '');
  const [draftValues, setDraftValues] = useState<string[]>([...values]);
  const ready = draftName.trim() !== '';
  return (
    <Space direction="vertical" style={{ width: 'min(280px, 80vw)' }}>
      {name === undefined && <Input aria-label={t('chartVariables.name')} placeholder={t('chartVariables.name')} value={draftName} onChange={(event) => setDraftName(event.target.value)} />}
      <Select
        mode="tags"
        aria-label={t('chartVariables.values')}
        placeholder={t('chartVariables.valuesPlaceholder')}
        value={draftValues}
        onChange={setDraftValues}
        notFoundContent={null}
        style={{ width: '100%' }}
      />
      <Button type="primary" size="small" disabled={!ready} onClick={() => onApply(draftName.trim(), draftValues)}>
        {t('chartVariables.apply')}
      </Button>
    </Space>
  );
}

/** A popover holding a VariableForm, opened by `children`; it closes once the form is applied. */
function VariablePopover({ name, values, onApply, children }: VariableFormProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      title={name ?? t('chartVariables.add')}
      content={
        <VariableForm
          name={name}
          values={values}
          onApply={(applied, list) => {
            setOpen(false);
            onApply(applied, list);
          }}
        />
      }
    >
      {children}
    </Popover>
  );
}

/**
 * The chart viewer's query-variable values (a jump's parameters, or typed here): one chip per variable,
 * changed or removed in place, and a button to add one. The server takes values only for variables the
 * viewer may change; it says so for any other, in the chart's place.
 */
export function ChartVariablesBar({ values, onChange }: { values: VariableValues; onChange: (values: VariableValues) => void }) {
  const { t } = useTranslation();
  const set = (name: string, list: string[]) => onChange(withVariable(values, name, list));
  return (
    <div role="group" aria-label={t('chartVariables.title')} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8, minWidth: 0 }}>
      <Tooltip title={t('chartVariables.hint')}>
        <Typography.Text type="secondary">{t('chartVariables.title')}</Typography.Text>
      </Tooltip>
      {Object.entries(values).map(([name, list]) => (
        <Space.Compact key={name} size="small" style={{ maxWidth: '100%' }}>
          <VariablePopover name={name} values={list} onApply={set}>
            <Button aria-label={t('chartVariables.change', { name })} style={{ maxWidth: 'calc(100vw - 96px)', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {name} = {list.join(', ')}
            </Button>
          </VariablePopover>
          <Button aria-label={t('chartVariables.remove', { name })} icon={<CloseOutlined aria-hidden />} onClick={() => set(name, [])} />
        </Space.Compact>
      ))}
      <VariablePopover values={[]} onApply={set}>
        <Button size="small" type="dashed" icon={<PlusOutlined aria-hidden />}>
          {t('chartVariables.add')}
        </Button>
      </VariablePopover>
    </div>
  );
}
