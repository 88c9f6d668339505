import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ControllerOption } from '@redbi/shared/domain';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moved } from './controllerConfigEdits';

interface StaticOptionsEditorProps {
  items: ControllerOption[];
  /** Tree facades: each option may name its parent's value. */
  tree: boolean;
  onChange: (items: ControllerOption[]) => void;
}

const optional = (text: string) => (text === '' ? undefined : text);

/** The options typed by the author: value and label rows (and the parent for trees), added, removed and reordered. */
export function StaticOptionsEditor({ items, tree, onChange }: StaticOptionsEditorProps) {
  const { t } = useTranslation();
  const edit = (index: number, change: Partial<ControllerOption>) => onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <Flex vertical gap={6}>
      {items.length === 0 && <Typography.Text type="secondary">{t('controllers.options.empty')}</Typography.Text>}
      {items.map((item, index) => {
        const row = index + 1;
        return (
          // Rows have no identity but their place: the list is edited in place.
          <Flex key={index} gap={4} align="center">
            <Input aria-label={`${t('controllers.options.value')} ${row}`} placeholder={t('controllers.options.value')} value={item.value} onChange={(event) => edit(index, { value: event.target.value })} />
            <Input aria-label={`${t('controllers.options.label')} ${row}`} placeholder={t('controllers.options.label')} value={item.label ?? ''} onChange={(event) => edit(index, { label: optional(event.target.value) })} />
            {tree && (
              <Input aria-label={`${t('controllers.options.parent')} ${row}`} placeholder={t('controllers.options.parent')} value={item.parent ?? ''} onChange={(event) => edit(index, { parent: optional(event.target.value) })} />
            )}
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`${t('controllers.options.moveUp')} ${row}`} disabled={index === 0} onClick={() => onChange(moved(items, index, -1))} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`${t('controllers.options.moveDown')} ${row}`} disabled={index === items.length - 1} onClick={() => onChange(moved(items, index, 1))} />
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('controllers.options.remove')} ${row}`} onClick={() => onChange(items.filter((_item, at) => at !== index))} />
          </Flex>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...items, { value: '' }])}>
        {t('controllers.options.add')}
      </Button>
    </Flex>
  );
}
