import type { DataSection } from '@redbi/charts';
import { theme, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_DRAG_TYPE, useFieldDrag, type DraggedItem } from '../fieldDrag';
import { placementProblem } from '../sectionRules';
import { useChartText } from '../useChartText';
import { useWorkbench } from '../workbenchContext';
import { FieldChip } from './FieldChip';

/** Where in the section a drop lands: before the chip under the pointer, else at the end. */
function dropIndex(event: DragEvent): number | undefined {
  const chip = (event.target as HTMLElement).closest<HTMLElement>('[data-chip-index]');
  if (!chip) return undefined;
  const index = Number(chip.dataset.chipIndex);
  const box = chip.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2 ? index + 1 : index;
}

/**
 * A data section of the chart type: its name and count, its fields as chips, and a drop zone for fields of
 * the list and chips of other sections. A drop the section cannot take is refused with the reason
 * (the reducer's notice); the zone shows while dragging whether it would take the field.
 */
export function SectionDropZone({ section }: { section: DataSection }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { definition, state, dispatch, placeField } = useWorkbench();
  const text = useChartText(definition);
  const { dragged, setDragged } = useFieldDrag();
  const [over, setOver] = useState(false);
  const fields = state.draft.config.sections[section.key] ?? [];
  const label = text(section.labelKey);

  const fits = (item: DraggedItem) => placementProblem(state.draft.config, section, item.kind === 'pick' ? item.pick.type : item.type, item.kind === 'chip' ? item.uid : undefined) === undefined;
  const accepting = dragged !== null && fits(dragged);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(FIELD_DRAG_TYPE) && !dragged) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = dragged?.kind === 'chip' ? 'move' : 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const raw = event.dataTransfer.getData(FIELD_DRAG_TYPE);
    const item = dragged ?? (raw ? (JSON.parse(raw) as DraggedItem) : null);
    setDragged(null);
    if (!item) return;
    const index = dropIndex(event);
    if (item.kind === 'pick') placeField(section.key, item.pick, index);
    else dispatch({ type: 'moveField', uid: item.uid, section: section.key, index });
  };

  const borderColor = over ? (accepting ? token.colorPrimary : token.colorError) : dragged && accepting ? token.colorPrimaryBorder : token.colorBorder;
  const max = Number.isFinite(section.count.max) ? section.count.max : undefined;
  return (
    <section style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text strong>
          {label}
          {section.count.min > 0 && <span style={{ color: token.colorError, marginInlineStart: 2 }}>*</span>}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {max === undefined ? fields.length : t('workbench.sections.count', { count: fields.length, max })}
        </Typography.Text>
      </div>
      <div
        role="group"
        aria-label={t('workbench.sections.drop', { section: label })}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
          minHeight: 40,
          padding: 4,
          border: `1px dashed ${borderColor}`,
          borderRadius: token.borderRadius,
          background: over && accepting ? token.colorPrimaryBg : undefined,
          transition: 'border-color 0.15s, background 0.15s',
        }}
      >
        {fields.length > 0 && (
          <div role="list" aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {fields.map((field, index) => (
              <FieldChip key={field.uid} field={field} section={section} index={index} />
            ))}
          </div>
        )}
        {fields.length === 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', padding: 6 }}>
            {t('workbench.sections.dropHere')}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}
