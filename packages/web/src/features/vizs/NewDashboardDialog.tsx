import { boardLayouts, requiredText, type BoardLayout, type Dashboard, type VizNode } from '@redbi/shared/domain';
import { Form, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toaster } from '../../app/errors/toaster';
import { FolderSelect } from '../../components/folderTree/FolderSelect';
import { FormDialog } from '../../components/forms/FormDialog';
import { showSaveError } from '../../components/forms/showSaveError';
import { useZodRules } from '../../components/forms/zodRule';
import '../../components/resourceTree/messages';
import { useCreateDashboard } from '../dashboards/dashboardQueries';
import { canManageViz } from './vizActionRules';
import './messages';

/** What the dialog asks; the rest of the board (settings, widgets) starts from the schema's defaults. */
export const NewDashboardFormSchema = z.object({ name: requiredText(), parentId: z.string().nullable(), layout: z.enum(boardLayouts) });
type NewDashboardValues = z.infer<typeof NewDashboardFormSchema>;

interface NewDashboardDialogProps {
  orgId: string;
  nodes: readonly VizNode[];
  /** The folder it goes into unless changed (null: the top of the tree). */
  parentId: string | null;
  onClose: () => void;
  /** Saved: the caller opens the editor on it. */
  onCreated: (dashboard: Dashboard) => void;
}

/**
 * "New dashboard": a name, a folder and the layout, which cannot change later (the two layouts place widgets
 * in different units), so each choice says what it is for. Saving makes an empty board (save mode add).
 */
export function NewDashboardDialog({ orgId, nodes, parentId, onClose, onCreated }: NewDashboardDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewDashboardValues>();
  const rulesFor = useZodRules(NewDashboardFormSchema);
  const create = useCreateDashboard(orgId);

  const submit = (values: NewDashboardValues) =>
    create.mutateAsync({ name: values.name, parentId: values.parentId, config: { layout: values.layout } }).then(
      (dashboard) => {
        toaster.show('success', t('vizs.newDashboardDialog.created', { name: dashboard.name }));
        onCreated(dashboard);
        onClose();
      },
      (error: unknown) => showSaveError(form, error),
    );

  const layoutHint: Record<BoardLayout, string> = { auto: t('vizs.newDashboardDialog.autoHint'), free: t('vizs.newDashboardDialog.freeHint') };
  return (
    <FormDialog
      title={t('vizs.newDashboardDialog.title')}
      okText={t('common.create')}
      name="newDashboard"
      form={form}
      onFinish={(values) => void submit(values)}
      onClose={onClose}
      pending={create.isPending}
      initialValues={{ name: '', parentId, layout: 'auto' }}
    >
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')} required>
        <Input autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('resourceTree.folder.parent')} name="parentId">
        <FolderSelect nodes={nodes} topLabel={t('resourceTree.folder.top')} canChoose={canManageViz} />
      </Form.Item>
      <Form.Item label={t('vizs.newDashboardDialog.layout')} name="layout">
        <Radio.Group>
          <Space direction="vertical">
            {boardLayouts.map((layout) => (
              <Radio key={layout} value={layout}>
                <Typography.Text strong>{t(`vizs.newDashboardDialog.${layout}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{layoutHint[layout]}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </FormDialog>
  );
}
