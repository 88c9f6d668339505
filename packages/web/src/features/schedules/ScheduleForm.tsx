import { SaveOutlined } from '@ant-design/icons';
import { scheduleTypes, type Schedule, type ScheduleType } from '@redbi/shared/domain';
import { Button, Card, Col, DatePicker, Form, Input, Radio, Row, Space, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { FolderSelect } from '../../components/folderTree/FolderSelect';
import '../../components/resourceTree/messages';
import { ContentPicker } from './ContentPicker';
import { CronField } from './CronField';
import { DeliveryFields } from './DeliveryFields';
import { NextRunsPreview } from './NextRunsPreview';
import { formPathOf, initialValues, settingsOf, type ScheduleFormValues } from './scheduleForm';
import { iconOfScheduleType } from './scheduleIcons';
import { checkScheduleName, useCreateSchedule, useUpdateSchedule, type ScheduleTreeNode } from './scheduleQueries';
import { nameTakenRule, useScheduleRules } from './scheduleRules';
import { TimeZoneSelect } from './TimeZoneSelect';
import './messages';

interface ScheduleFormProps {
  orgId: string;
  nodes: readonly ScheduleTreeNode[];
  /** The schedule edited; without it a new one is created. */
  schedule?: Schedule;
  initialType?: ScheduleType;
  initialParentId?: string | null;
  /** Started: shown, not editable. */
  readOnly?: boolean;
  onCreated?: (schedule: Schedule) => void;
}

/** An ISO instant in the form, a dayjs in the date picker. */
const dateTimeItem = {
  getValueProps: (value: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.second(0).millisecond(0).toISOString() : null),
};

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 4 } }}>
      {children}
    </Card>
  );
}

/**
 * A schedule's settings: name and type, the timetable (cron typed or from presets, time zone, effective
 * range, the next runs previewed), what it sends, and how (e-mail or a chat robot); 'Save' or 'Create'.
 */
export function ScheduleForm({ orgId, nodes, schedule, initialType = 'EMAIL', initialParentId = null, readOnly = false, onCreated }: ScheduleFormProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ScheduleFormValues>();
  const rules = useScheduleRules();
  const create = useCreateSchedule(orgId);
  const update = useUpdateSchedule(orgId);
  const scheduleId = schedule?.id;
  const uniqueName = useMemo(
    () => nameTakenRule((name) => checkScheduleName(orgId, name, scheduleId), (name) => t('errors.scheduleNameTaken', { name })),
    [orgId, scheduleId, t],
  );
  const initial = useMemo(() => initialValues(schedule, { type: initialType, parentId: initialParentId }), [schedule, initialType, initialParentId]);

  const type = (Form.useWatch('type', form) as ScheduleType | undefined) ?? initial.type;
  const cronExpression = (Form.useWatch('cronExpression', form) as string | undefined) ?? initial.cronExpression;
  const timeZone = (Form.useWatch('timeZone', form) as string | undefined) ?? initial.timeZone;
  const startAt = (Form.useWatch('startAt', form) as string | null | undefined) ?? null;
  const endAt = (Form.useWatch('endAt', form) as string | null | undefined) ?? null;

  const showRefusal = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      form.setFields([{ name: ['name'], errors: [error.message] }]);
      return;
    }
    const fields = isApiError(error) ? Object.entries(error.fieldErrors) : [];
    if (fields.length > 0) {
      form.setFields(fields.map(([path, message]) => ({ name: formPathOf(path, type) as never, errors: [message] })));
      toaster.show('error', t('schedules.editor.fixFields'));
    } else reportError(error);
  };

  const save = (values: ScheduleFormValues) => {
    const settings = settingsOf({ ...initial, ...values, email: { ...initial.email, ...values.email }, webhook: { ...initial.webhook, ...values.webhook } });
    if (schedule) {
      update.mutate(
        { scheduleId: schedule.id, settings },
        {
          onSuccess: () => {
            toaster.show('success', t('schedules.editor.saved'));
            form.setFieldValue(['webhook', 'secret'], undefined);
          },
          onError: showRefusal,
        },
      );
    } else {
      create.mutate(
        { ...settings, isFolder: false, parentId: values.parentId },
        {
          onSuccess: (created) => {
            toaster.show('success', t('schedules.editor.created', { name: created.name }));
            onCreated?.(created);
          },
          onError: showRefusal,
        },
      );
    }
  };

  return (
    <Form
      form={form}
      name="schedule"
      layout="vertical"
      disabled={readOnly}
      initialValues={initial}
      onFinish={save}
      onFinishFailed={() => toaster.show('error', t('schedules.editor.fixFields'))}
      scrollToFirstError
      style={{ maxWidth: 880 }}
    >
      <Section title={t('schedules.editor.general')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('fields.name')} rules={[...rules.timetable('name'), uniqueName]} required hasFeedback={!readOnly}>
              <Input autoFocus={!schedule} autoComplete="off" maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('schedules.editor.type')} required>
              <Radio.Group optionType="button" buttonStyle="solid">
                {scheduleTypes.map((option) => (
                  <Radio.Button key={option} value={option}>
                    <Space size={6}>
                      {iconOfScheduleType(option, { colored: false })}
                      {t(`schedules.type.${option}`)}
                    </Space>
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('fields.description')} rules={rules.timetable('description')}>
          <Input.TextArea rows={2} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        {!schedule && (
          <Form.Item name="parentId" label={t('resourceTree.folder.parent')}>
            <FolderSelect nodes={nodes} topLabel={t('resourceTree.folder.top')} canChoose={(folder) => folder.privileges.includes('manage')} />
          </Form.Item>
        )}
      </Section>

      <Section title={t('schedules.editor.timetable')}>
        <Form.Item name="cronExpression" label={t('schedules.timetable.repeat')} rules={rules.timetable('cronExpression')} required>
          <CronField disabled={readOnly} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="timeZone" label={t('fields.timeZone')} rules={rules.timetable('timeZone')} required tooltip={t('schedules.timetable.timeZoneHint')}>
              <TimeZoneSelect disabled={readOnly} />
            </Form.Item>
          </Col>
          <Col xs={12} lg={6}>
            <Form.Item name="startAt" label={t('schedules.timetable.startAt')} {...dateTimeItem}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={t('schedules.timetable.open')} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} lg={6}>
            <Form.Item name="endAt" label={t('schedules.timetable.endAt')} dependencies={['startAt']} rules={[rules.endAfterStart()]} {...dateTimeItem}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={t('schedules.timetable.open')} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <div style={{ background: token.colorFillQuaternary, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: '10px 14px', marginBottom: 16 }}>
          <NextRunsPreview orgId={orgId} cronExpression={cronExpression} timeZone={timeZone} startAt={startAt} endAt={endAt} />
        </div>
      </Section>

      <Section title={t('schedules.editor.contents')}>
        <Form.Item name="contents" label={t('schedules.contents.label')} rules={rules.timetable('contents')} required extra={t('schedules.contents.hint')}>
          <ContentPicker orgId={orgId} disabled={readOnly} />
        </Form.Item>
      </Section>

      <Section title={type === 'EMAIL' ? t('schedules.editor.email') : t('schedules.editor.webhook')}>
        <DeliveryFields type={type} readOnly={readOnly} secretSet={schedule?.config !== null && schedule?.config !== undefined && 'secretSet' in schedule.config && schedule.config.secretSet} />
      </Section>

      {!readOnly && (
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={create.isPending || update.isPending}>
          {schedule ? t('schedules.editor.save') : t('schedules.editor.create')}
        </Button>
      )}
    </Form>
  );
}
