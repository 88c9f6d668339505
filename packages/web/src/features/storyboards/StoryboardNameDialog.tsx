import { requiredText } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/forms/FormDialog';
import { showSaveError } from '../../components/forms/showSaveError';
import { useZodRules } from '../../components/forms/zodRule';
import './messages';

const NameSchema = z.object({ name: requiredText() });
type NameValues = z.infer<typeof NameSchema>;

interface StoryboardNameDialogProps {
  title: string;
  okText: string;
  initialName?: string;
  pending: boolean;
  /** Saves under the name; a refusal (409: the name is taken) shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A storyboard's name, asked for a new storyboard and for save as. */
export function StoryboardNameDialog({ title, okText, initialName = '', pending, onSubmit, onClose }: StoryboardNameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NameValues>();
  const rulesFor = useZodRules(NameSchema);
  const submit = (values: NameValues) => onSubmit(values.name.trim()).catch((error: unknown) => showSaveError(form, error));
  return (
    <FormDialog title={title} okText={okText} name="storyboardName" form={form} onFinish={(values) => void submit(values)} onClose={onClose} pending={pending} initialValues={{ name: initialName }}>
      <Form.Item label={t('storyboards.create.name')} name="name" rules={rulesFor('name')} required>
        <Input autoFocus autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
