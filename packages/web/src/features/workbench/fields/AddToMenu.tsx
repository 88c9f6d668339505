import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { sectionsAccepting } from '../sectionRules';
import { useChartText } from '../useChartText';
import { useWorkbench } from '../workbenchContext';
import type { FieldPick } from '../workbenchFields';

/**
 * The keyboard and click alternative to dragging: a menu of the sections that take the field (those full
 * or refusing its type are not listed).
 */
export function AddToMenu({ pick, label }: { pick: FieldPick; label: string }) {
  const { t } = useTranslation();
  const { definition, state, placeField } = useWorkbench();
  const text = useChartText(definition);
  const sections = definition ? sectionsAccepting(definition, state.draft.config, pick.type) : [];
  const items =
    sections.length > 0
      ? sections.map((section) => ({ key: section.key, label: t('workbench.fields.addToSection', { section: text(section.labelKey) }) }))
      : [{ key: '', label: t('workbench.fields.noSection'), disabled: true }];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => placeField(key, pick) }}>
      <Button type="text" size="small" icon={<PlusOutlined aria-hidden />} aria-label={t('workbench.fields.addTo', { name: label })} />
    </Dropdown>
  );
}
