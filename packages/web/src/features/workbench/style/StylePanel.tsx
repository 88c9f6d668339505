import { resolveSettings, settingKey, type SettingControl } from '@redbi/charts';
import { Collapse, Empty, Flex, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartText } from '../useChartText';
import { useWorkbench } from '../workbenchContext';
import { controlEditors, inlineKinds } from './controlEditors';
import type { ControlEditorProps } from './controls/controlEditorProps';

/**
 * The Style tab: one panel per setting group of the chart type (palette, labels, legend, axes, title, font
 * sizes and line heights …), each control drawn by the editor of its kind. Labels come from the charts
 * catalogue, the type's own labels over it.
 */
export function StylePanel() {
  const { t } = useTranslation();
  const { definition, state, dispatch } = useWorkbench();
  const text = useChartText(definition);
  if (!definition || definition.settings.groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.style.empty')} />;
  const { config } = state.draft;
  const values = resolveSettings(definition, config.settings, config.settingsVersion).raw;
  const optionLabel = (option: string) => {
    const key = `option.${option}`;
    const label = text(key);
    return label === key ? option : label;
  };

  const items = definition.settings.groups.map((group) => ({
    key: group.key,
    label: text(group.labelKey),
    children: (
      <Flex vertical gap={10}>
        {group.controls.map((control) => {
          const key = settingKey(group, control);
          const id = `workbench-setting-${key.replace(/\W/g, '-')}`;
          const label = text(`${group.labelKey}.${control.key}`);
          const Editor = controlEditors[control.kind] as ComponentType<ControlEditorProps<SettingControl['kind']>>;
          const editor = <Editor control={control} value={values[key]} onChange={(value) => dispatch({ type: 'setSetting', key, value })} id={id} label={label} optionLabel={optionLabel} />;
          const inline = inlineKinds.has(control.kind);
          return (
            <Flex key={key} vertical={!inline} justify={inline ? 'space-between' : undefined} align={inline ? 'center' : undefined} gap={4}>
              <Typography.Text>
                <label htmlFor={id}>{label}</label>
              </Typography.Text>
              {editor}
            </Flex>
          );
        })}
      </Flex>
    ),
  }));
  return <Collapse size="small" items={items} defaultActiveKey={items.slice(0, 2).map((item) => item.key)} />;
}
