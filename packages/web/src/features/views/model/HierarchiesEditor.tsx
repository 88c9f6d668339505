import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Hierarchy, ViewModel } from '@redbi/shared/domain';
import { Button, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupedFieldOptions } from './fieldPaths';
import { problemAt, type ModelProblem } from './modelProblems';
import { useProblemText } from './useProblemText';

interface HierarchiesEditorProps {
  model: ViewModel;
  problems: readonly ModelProblem[];
  onChange: (model: ViewModel) => void;
  readOnly: boolean;
}

/** Moves the item at `from` one place up (-1) or down (+1). */
const moved = <T,>(items: readonly T[], from: number, step: -1 | 1): T[] => {
  const to = from + step;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > items.length - 1) return [...items];
  next.splice(to, 0, item);
  return next;
};

/** Named, ordered groups of fields (country → province → city), shown as one node where fields are picked. */
export function HierarchiesEditor({ model, problems, onChange, readOnly }: HierarchiesEditorProps) {
  const { t } = useTranslation();
  const fieldNames = [...model.columns.map((column) => column.name), ...model.computedFields.map((field) => field.name)];
  const setHierarchies = (hierarchies: Hierarchy[]) => onChange({ ...model, hierarchies });
  const change = (index: number, patch: Partial<Hierarchy>) =>
    setHierarchies(model.hierarchies.map((hierarchy, at) => (at === index ? { ...hierarchy, ...patch } : hierarchy)));
  const add = () => {
    const taken = new Set([...fieldNames, ...model.hierarchies.map((hierarchy) => hierarchy.name)]);
    let number = model.hierarchies.length + 1;
    while (taken.has(t('viewModel.newHierarchyName', { number }))) number += 1;
    setHierarchies([...model.hierarchies, { name: t('viewModel.newHierarchyName', { number }), fields: [] }]);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t('viewModel.hierarchiesHint')}</Typography.Text>
      {model.hierarchies.length === 0 && <Empty description={t('viewModel.noHierarchies')} />}
      {model.hierarchies.map((hierarchy, index) => (
        <HierarchyCard
          key={index}
          hierarchy={hierarchy}
          index={index}
          fieldNames={fieldNames}
          problems={problems}
          readOnly={readOnly}
          onChange={(patch) => change(index, patch)}
          onRemove={() => setHierarchies(model.hierarchies.filter((_hierarchy, at) => at !== index))}
        />
      ))}
      {!readOnly && (
        <div>
          <Button onClick={add}>{t('viewModel.addHierarchy')}</Button>
        </div>
      )}
    </Flex>
  );
}

interface HierarchyCardProps {
  hierarchy: Hierarchy;
  index: number;
  fieldNames: string[];
  problems: readonly ModelProblem[];
  readOnly: boolean;
  onChange: (patch: Partial<Hierarchy>) => void;
  onRemove: () => void;
}

function HierarchyCard({ hierarchy, index, fieldNames, problems, readOnly, onChange, onRemove }: HierarchyCardProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const number = index + 1;
  const nameProblem = problemAt(problems, ['hierarchies', index, 'name']);
  const fieldsProblem = problemAt(problems, ['hierarchies', index, 'fields']);
  const available = fieldNames.filter((name) => !hierarchy.fields.includes(name));

  return (
    <Card
      size="small"
      role="group"
      aria-label={t('viewModel.hierarchyLabel', { number })}
      title={
        <Flex vertical style={{ paddingBlock: 8 }}>
          <Input
            aria-label={t('viewModel.hierarchyName', { number })}
            value={hierarchy.name}
            disabled={readOnly}
            status={nameProblem ? 'error' : undefined}
            onChange={(event) => onChange({ name: event.target.value })}
            style={{ maxWidth: 320 }}
          />
          {nameProblem && <Typography.Text type="danger">{problemText(nameProblem)}</Typography.Text>}
        </Flex>
      }
      extra={
        !readOnly && (
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('viewModel.removeHierarchy', { number })} onClick={onRemove} />
        )
      }
    >
      <ol aria-label={t('viewModel.hierarchyFields', { number })} style={{ margin: 0, paddingInlineStart: 24 }}>
        {hierarchy.fields.map((field, fieldIndex) => {
          const unknown = problemAt(problems, ['hierarchies', index, 'fields', fieldIndex]);
          return (
            <li key={field}>
              <Flex align="center" gap="small">
                <Typography.Text type={unknown ? 'danger' : undefined}>{field}</Typography.Text>
                {unknown && <Typography.Text type="danger">({problemText(unknown)})</Typography.Text>}
                {!readOnly && (
                  <span>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={fieldIndex === 0}
                      aria-label={t('viewModel.moveUp', { name: field })}
                      onClick={() => onChange({ fields: moved(hierarchy.fields, fieldIndex, -1) })}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={fieldIndex === hierarchy.fields.length - 1}
                      aria-label={t('viewModel.moveDown', { name: field })}
                      onClick={() => onChange({ fields: moved(hierarchy.fields, fieldIndex, 1) })}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('viewModel.removeField', { name: field })}
                      onClick={() => onChange({ fields: hierarchy.fields.filter((name) => name !== field) })}
                    />
                  </span>
                )}
              </Flex>
            </li>
          );
        })}
      </ol>
      {fieldsProblem && <Typography.Text type="danger">{problemText(fieldsProblem)}</Typography.Text>}
      {!readOnly && (
        <Select<string>
          aria-label={t('viewModel.addField', { number })}
          placeholder={t('viewModel.addFieldPlaceholder')}
          value={null}
          showSearch
          style={{ width: 280, marginTop: 8, display: 'block' }}
          options={groupedFieldOptions(available)}
          onChange={(field) => onChange({ fields: [...hierarchy.fields, field] })}
        />
      )}
    </Card>
  );
}
