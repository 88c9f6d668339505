import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogProps<Values> {
  title: string;
  /** The form's name; antd prefixes field ids with it. */
  name: string;
  form: FormInstance<Values>;
  onFinish: (values: Values) => void;
  onClose: () => void;
  /** The submit action is running: the OK button shows it and cannot be pressed twice. */
  pending: boolean;
  okText?: string;
  initialValues?: Partial<Values>;
  children: ReactNode;
}

/** A modal holding one vertical form: OK submits it (validation first), Cancel closes. */
export function FormDialog<Values>({ title, name, form, onFinish, onClose, pending, okText, initialValues, children }: FormDialogProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
