import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** An ordered list editor: each value with up, down and remove (buttons, so the keyboard can order too). */
export function OrderedValues({ values, onChange }: { values: readonly string[]; onChange: (values: string[]) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ol aria-label={t('workbench.customSort.chosen')} style={{ margin: 0, padding: 8, listStyle: 'none', maxHeight: 320, overflowY: 'auto', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
      {values.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.customSort.empty')} />}
      {values.map((value, index) => (
        <li key={value}>
          <Flex align="center" gap={4}>
            <Typography.Text type="secondary" style={{ width: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {index + 1}.
            </Typography.Text>
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {value}
            </Typography.Text>
            <Button type="text" size="small" icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} aria-label={t('workbench.customSort.up', { value })} onClick={() => onChange(moveItem(values, index, -1))} />
            <Button type="text" size="small" icon={<ArrowDownOutlined aria-hidden />} disabled={index === values.length - 1} aria-label={t('workbench.customSort.down', { value })} onClick={() => onChange(moveItem(values, index, 1))} />
            <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t('workbench.customSort.removeValue', { value })} onClick={() => onChange(values.filter((each) => each !== value))} />
          </Flex>
        </li>
      ))}
    </ol>
  );
}
