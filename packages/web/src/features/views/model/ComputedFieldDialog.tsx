import { fieldTypes, type ComputedField, type FieldType, type ViewModel } from '@redbi/shared/domain';
import type { ExpressionCheckResult } from '@redbi/shared/query';
import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { expressionErrorPosition, useValidateExpression } from './expressionQueries';
import { ExpressionErrorMarker } from './ExpressionErrorMarker';
import { ExpressionHelpers } from './ExpressionHelpers';
import { computedFieldNameProblem } from './modelProblems';
import { useProblemText } from './useProblemText';

interface ComputedFieldDialogProps {
  model: ViewModel;
  /** The field being changed; none for a new one. */
  index?: number;
  sourceId: string;
  variableNames: readonly string[];
  onSave: (field: ComputedField) => void;
  onClose: () => void;
}

/** The last check the server answered, for the expression it was asked about. */
type Checked = { expression: string; result: ExpressionCheckResult } | { expression: string; error: unknown };

/**
 * A computed field: name, type and expression. The expression is checked by the server against the fields
 * and the source's dialect before the field is kept; a wrong one is marked where the server points.
 */
export function ComputedFieldDialog({ model, index, sourceId, variableNames, onSave, onClose }: ComputedFieldDialogProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [form] = Form.useForm<ComputedField>();
  const validate = useValidateExpression(sourceId);
  const [checked, setChecked] = useState<Checked>();
  const textArea = useRef<TextAreaRef>(null);
  const existing = index === undefined ? undefined : model.computedFields[index];
  const others = model.computedFields.filter((_field, at) => at !== index);
  const fields = [...model.columns.map(({ name, type }) => ({ name, type })), ...others.map(({ name, type, expression }) => ({ name, type, expression }))];

  /** Where the cursor goes once the text area shows an inserted text (until then, where the next insert goes). */
  const pendingCaret = useRef<number>(undefined);
  const element = () => textArea.current?.resizableTextArea?.textArea;
  const focusAt = (start: number, end = start) => {
    pendingCaret.current = start;
    setTimeout(() => {
      pendingCaret.current = undefined;
      element()?.focus();
      element()?.setSelectionRange(start, end);
    }, 0);
  };

  const check = async (expression: string): Promise<ExpressionCheckResult | undefined> => {
    try {
      const name = String(form.getFieldValue('name') ?? '').trim();
      const result = await validate.mutateAsync({ expression, fields, ...(name === '' ? {} : { name }) });
      setChecked({ expression, result });
      return result;
    } catch (error) {
      setChecked({ expression, error });
      const position = expressionErrorPosition(error);
      if (position !== undefined) focusAt(position, Math.min(position + 1, expression.length));
      return undefined;
    }
  };

  const insert = (text: string, caret = text.length) => {
    const current = String(form.getFieldValue('expression') ?? '');
    const start = pendingCaret.current ?? element()?.selectionStart ?? current.length;
    const end = pendingCaret.current ?? element()?.selectionEnd ?? current.length;
    form.setFieldValue('expression', current.slice(0, start) + text + current.slice(end));
    void form.validateFields(['expression']);
    setChecked(undefined);
    focusAt(start + caret);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const result = await check(values.expression);
    if (!result) return;
    // The server knows the expression's type; a type the user chose by hand is theirs.
    const type: FieldType = form.isFieldTouched('type') ? values.type : result.type;
    onSave({ name: values.name.trim(), expression: values.expression, type });
  };

  const expressionNow = Form.useWatch('expression', form) ?? '';
  const current = checked?.expression === expressionNow ? checked : undefined;

  return (
    <Modal
      open
      width={920}
      title={existing ? t('viewModel.editComputedTitle', { name: existing.name }) : t('viewModel.newComputedTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={validate.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex gap="middle" align="start">
        <Form
          form={form}
          name="computedField"
          layout="vertical"
          style={{ flex: 1, minWidth: 0 }}
          initialValues={existing ?? { name: '', type: 'numeric', expression: '' }}
          onValuesChange={(changed: Partial<ComputedField>) => {
            if ('expression' in changed) setChecked(undefined);
          }}
        >
          <Form.Item
            label={t('fields.name')}
            name="name"
            required
            rules={[
              {
                validator: (_rule, value: unknown) => {
                  const key = computedFieldNameProblem(model, String(value ?? ''), index, variableNames);
                  return key ? Promise.reject(new Error(problemText({ key, field: 'name' }))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input autoFocus />
          </Form.Item>
          <Form.Item label={t('viewModel.columnType')} name="type" extra={t('viewModel.typeFromCheck')}>
            <Select options={fieldTypes.map((type) => ({ value: type, label: t(`viewModel.fieldType.${type}`) }))} />
          </Form.Item>
          <Form.Item
            label={t('fields.expression')}
            name="expression"
            required
            extra={t('viewModel.expressionHint')}
            rules={[{ required: true, whitespace: true, message: t('validation.empty', { field: t('fields.expression') }) }]}
          >
            <Input.TextArea ref={textArea} rows={6} spellCheck={false} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Flex vertical gap="small">
            <div>
              <Button loading={validate.isPending} disabled={String(expressionNow).trim() === ''} onClick={() => void check(String(expressionNow))}>
                {t('viewModel.check')}
              </Button>
            </div>
            {current && 'result' in current && (
              <Alert
                type="success"
                showIcon
                message={t(current.result.aggregate ? 'viewModel.validAggregate' : 'viewModel.valid', {
                  type: t(`viewModel.fieldType.${current.result.type}`),
                })}
              />
            )}
            {current && 'error' in current && (
              <ExpressionErrorMarker expression={current.expression} position={expressionErrorPosition(current.error)} message={messageOf(current.error)} />
            )}
          </Flex>
        </Form>
        <ExpressionHelpers sourceId={sourceId} fieldNames={fields.map((field) => field.name)} onInsert={insert} />
      </Flex>
    </Modal>
  );
}
