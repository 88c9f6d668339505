import './messages';
import { VariableInputSchema, variablePermissions, variableTypes, variableValueTypes, type SubjectVariableValues } from '@redbi/shared/domain';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { reportError } from '../../../app/errors/reportError';
import { applyFieldErrors } from '../../../components/forms/applyFieldErrors';
import { useZodRules } from '../../../components/forms/zodRule';
import { SubjectValuesEditor } from './SubjectValuesEditor';
import { holdsSql, invalidSubjectValue, invalidValue, nameTaken, newVariable, type VariableDraft } from './variableDraft';
import { ValuesInput } from './ValuesInput';
import { VariableTypeHint } from './VariableTypeHint';
import { useSubjectDirectory } from './subjectDirectory';

interface VariableDialogProps {
  orgId: string;
  /** The variable being changed; none for a new one. */
  initial?: VariableDraft;
  /** Names the variable may not take: the other variables', and the model's fields. */
  takenNames: readonly string[];
  /** Keeps the variable; a rejected promise with a server answer is shown in the form. */
  onSubmit: (variable: VariableDraft) => void | Promise<unknown>;
  onClose: () => void;
}

/**
 * One variable: name, label, type, value type, permission, default value (or SQL default) and values per
 * role and member. Checked as the server checks it before it is kept.
 */
export function VariableDialog({ orgId, initial, takenNames, onSubmit, onClose }: VariableDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VariableDraft>();
  const rulesFor = useZodRules(VariableInputSchema);
  const directory = useSubjectDirectory(orgId);
  const [pending, setPending] = useState(false);
  const start = initial ?? newVariable();
  const type = Form.useWatch('type', form) ?? start.type;
  const valueType = Form.useWatch('valueType', form) ?? start.valueType;
  const expression = Form.useWatch('expression', form) ?? start.expression;
  const name = Form.useWatch('name', form) ?? start.name;
  const sql = holdsSql({ valueType, expression });

  const uniqueName: FormRule = {
    validator: (_rule, value: unknown) =>
      nameTaken(String(value ?? ''), takenNames) ? Promise.reject(new Error(t('validation.uniqueNames'))) : Promise.resolve(),
  };
  const valuesOfType = (check: (values: string[]) => string | undefined): FormRule => ({
    validator: (_rule, values: unknown) => {
      const message = check(Array.isArray(values) ? values.map(String) : []);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
  const defaultRule = valuesOfType((values) => {
    const problem = sql ? undefined : invalidValue(valueType, values);
    return problem && t(problem.key, { value: problem.value });
  });
  const subjectRule: FormRule = {
    validator: (_rule, rows: SubjectVariableValues[] | undefined) => {
      const problem = sql ? undefined : invalidSubjectValue(valueType, rows ?? []);
      return problem
        ? Promise.reject(new Error(t('viewVariables.subjectValueProblem', { name: directory.itemOf(problem.subject).name, problem: t(problem.key, { value: problem.value }) })))
        : Promise.resolve();
    },
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const variable: VariableDraft = {
      ...start,
      ...values,
      name: values.name.trim(),
      expression: values.valueType === 'expression' ? false : values.expression,
      // A permission variable's value never comes from a chart, so no subject has a permission of its own.
      values: (values.values ?? start.values).map(({ permission, ...row }) => (values.type === 'query' && permission ? { ...row, permission } : row)),
    };
    setPending(true);
    try {
      await onSubmit(variable);
    } catch (error) {
      if (isApiError(error) && error.status === 409) form.setFields([{ name: 'name', errors: [error.message] }]);
      else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) applyFieldErrors(form, error);
      else reportError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      width={860}
      title={initial ? t('viewVariables.editTitle', { name: initial.name }) : t('viewVariables.newTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} name="variable" layout="vertical" initialValues={start}>
        <Form.Item label={t('fields.name')} name="name" required rules={[...rulesFor('name'), uniqueName]} extra={t('viewVariables.nameHint', { name: name || 'name' })}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label={t('fields.label')} name="label" rules={rulesFor('label')}>
          <Input />
        </Form.Item>
        <Form.Item label={t('fields.type')} name="type" extra={<VariableTypeHint type={type} />}>
          <Select options={variableTypes.map((value) => ({ value, label: t(`viewVariables.type.${value}`) }))} />
        </Form.Item>
        <Form.Item label={t('viewVariables.valueTypeLabel')} name="valueType" extra={valueType === 'expression' ? t('viewVariables.expressionHint') : undefined}>
          <Select options={variableValueTypes.map((value) => ({ value, label: t(`viewVariables.valueType.${value}`) }))} />
        </Form.Item>
        {type === 'query' && (
          <Form.Item label={t('viewVariables.permissionLabel')} name="permission" extra={t('viewVariables.permissionHint')}>
            <Select options={variablePermissions.map((value) => ({ value, label: t(`viewVariables.permission.${value}`) }))} />
          </Form.Item>
        )}
        {valueType !== 'expression' && (
          <Form.Item name="expression" valuePropName="checked" extra={t('viewVariables.expressionDefaultHint')}>
            <Checkbox>{t('viewVariables.expressionDefault')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item label={t('fields.defaultValue')} name="defaultValue" dependencies={['valueType', 'expression']} rules={[defaultRule]}>
          <ValuesInput valueType={valueType} sql={sql} />
        </Form.Item>
        <Form.Item label={t('viewVariables.subjectValues')} name="values" dependencies={['valueType', 'expression']} rules={[subjectRule]} extra={t(`viewVariables.subjectValuesHint.${type}`)}>
          <SubjectValuesEditor orgId={orgId} variable={{ name, type, valueType, expression }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
