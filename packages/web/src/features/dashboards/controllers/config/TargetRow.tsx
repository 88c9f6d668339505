import { CloseOutlined } from '@ant-design/icons';
import type { ControllerTarget } from '@redbi/shared/domain';
import { Button, Card, Flex, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useView } from '../../../views/viewQueries';
import { viewTargets } from './controllerConfigEdits';

type Kind = ControllerTarget['kind'];

interface TargetRowProps {
  orgId: string;
  viewId: string;
  viewName: string;
  target: ControllerTarget | undefined;
  /** A range facade: a variable target takes a second (end) variable. */
  range: boolean;
  onChange: (target: Omit<ControllerTarget, 'viewId'> | undefined) => void;
  /** Only views added by hand can be taken off the list. */
  onRemove?: () => void;
}

/**
 * What the controller filters in one view (spec §5's associate dialog): a field, or a query variable — for
 * a range, a field or two variables (start and end). Clearing the choice leaves the view unfiltered.
 */
export function TargetRow({ orgId, viewId, viewName, target, range, onChange, onRemove }: TargetRowProps) {
  const { t } = useTranslation();
  const view = useView(orgId, viewId);
  const [kind, setKind] = useState<Kind>(target?.kind ?? 'field');
  const { fields, variables } = view.data ? viewTargets(view.data) : { fields: [], variables: [] };
  const choices = (names: string[]) => names.map((name) => ({ value: name, label: name }));
  const label = (part: string) => `${viewName}: ${part}`;
  const chosen = target?.kind === kind ? target : undefined;

  const pick = (next: Kind) => {
    setKind(next);
    if (target && target.kind !== next) onChange(undefined);
  };
  const body = view.isError ? (
    <Typography.Text type="danger">{t('controllers.targets.failed')}</Typography.Text>
  ) : kind === 'field' ? (
    <Select
      aria-label={label(t('controllers.targets.field'))}
      allowClear
      showSearch
      loading={view.isPending}
      style={{ width: '100%' }}
      placeholder={t('controllers.targets.chooseField')}
      value={chosen?.name}
      options={choices(fields)}
      onChange={(name?: string) => onChange(name ? { kind: 'field', name } : undefined)}
    />
  ) : (
    <Flex gap={8}>
      <Select
        aria-label={label(range ? t('controllers.targets.startVariable') : t('controllers.targets.variable'))}
        allowClear
        loading={view.isPending}
        style={{ flex: 1, minWidth: 0 }}
        placeholder={range ? t('controllers.targets.startVariable') : t('controllers.targets.chooseVariable')}
        value={chosen?.name}
        options={choices(variables)}
        onChange={(name?: string) => onChange(name ? { kind: 'variable', name, ...(range && chosen?.endName ? { endName: chosen.endName } : {}) } : undefined)}
      />
      {range && (
        <Select
          aria-label={label(t('controllers.targets.endVariable'))}
          allowClear
          disabled={!chosen}
          style={{ flex: 1, minWidth: 0 }}
          placeholder={t('controllers.targets.endVariable')}
          value={chosen?.endName}
          options={choices(variables)}
          onChange={(endName?: string) => chosen && onChange({ kind: 'variable', name: chosen.name, ...(endName ? { endName } : {}) })}
        />
      )}
    </Flex>
  );

  return (
    <Card
      size="small"
      title={
        <Typography.Text ellipsis={{ tooltip: viewName }} type={target ? undefined : 'secondary'}>
          {viewName}
        </Typography.Text>
      }
      extra={onRemove && <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('controllers.targets.remove', { view: viewName })} onClick={onRemove} />}
    >
      <Flex vertical gap={8}>
        <Segmented<Kind>
          size="small"
          aria-label={label(t('controllers.targets.kind'))}
          value={kind}
          options={[
            { value: 'field', label: t('controllers.targets.field') },
            { value: 'variable', label: t('controllers.targets.variable') },
          ]}
          onChange={pick}
        />
        {body}
      </Flex>
    </Card>
  );
}
