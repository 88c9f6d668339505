import type { ShareDataPermission, ShareSettings } from '@redbi/shared/domain';
import { shareDataPermissions, shareVerifications } from '@redbi/shared/domain';
import { Button, Checkbox, DatePicker, Form, Radio, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { settingsOfValues, shareFormProblems, type ShareFormValues } from './shareForm';
import { useShareOptions, type ShareScope } from './shareQueries';
import { SubjectSelects } from './SubjectSelects';
import './messages';

/**
 * The settings of a share (spec §3), to make one or to change one: expiry (a date and time, or permanent),
 * verification NONE / CODE / LOGIN (LOGIN: optionally only chosen roles and members), whose data
 * permission applies (the sharer's, the signed-in viewer's — LOGIN only —, or chosen roles' and members',
 * offered only to those the server allows it for `target`, saying why otherwise), and downloads.
 */
export function ShareSettingsForm({
  orgId,
  target,
  initial,
  submitText,
  busy,
  onSubmit,
}: {
  orgId: string;
  target: ShareScope;
  initial: ShareFormValues;
  submitText: string;
  busy: boolean;
  onSubmit: (settings: ShareSettings) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShareFormValues>();
  const options = useShareOptions(orgId, target);
  /** Until the server answers, chosen subjects are not offered (nor after a failure: the server would refuse them). */
  const offered = (permission: ShareDataPermission) => permission !== 'SUBJECTS' || (options.data?.dataPermissions.includes('SUBJECTS') ?? false);
  const subjectsUnavailable = options.data !== undefined && !offered('SUBJECTS');
  const permanent = Form.useWatch('permanent', form) ?? initial.permanent;
  const verification = Form.useWatch('verification', form) ?? initial.verification;
  const dataPermission = Form.useWatch('dataPermission', form) ?? initial.dataPermission;
  /** A field's rule: the form's problem for it, checked on all the values. */
  const check = (field: keyof ShareFormValues) => ({
    validator: () => {
      const problem = shareFormProblems({ ...initial, ...form.getFieldsValue(true) })[field];
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      requiredMark={false}
      onValuesChange={(changed: Partial<ShareFormValues>) => {
        // The viewer's data permission needs a signed-in viewer.
        if (changed.verification && changed.verification !== 'LOGIN' && form.getFieldValue('dataPermission') === 'VIEWER') form.setFieldValue('dataPermission', 'SHARER');
      }}
      onFinish={() => onSubmit(settingsOfValues({ ...initial, ...form.getFieldsValue(true) }))}
    >
      <Form.Item label={t('shares.form.expiry')} required style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Form.Item name="expiresAt" rules={[check('expiresAt')]} dependencies={['permanent']} noStyle>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabled={permanent}
              disabledDate={(date) => date.isBefore(dayjs(), 'day')}
              aria-label={t('shares.form.expiresAt')}
              style={{ minWidth: 200 }}
            />
          </Form.Item>
          <Form.Item name="permanent" valuePropName="checked" noStyle>
            <Checkbox style={{ marginTop: 5 }}>{t('shares.form.permanent')}</Checkbox>
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="verification" label={t('shares.form.verification')} extra={t(`shares.verificationHelp.${verification}`)}>
        <Radio.Group optionType="button" options={shareVerifications.map((value) => ({ value, label: t(`shares.verification.${value}`) }))} />
      </Form.Item>
      {verification === 'LOGIN' && <SubjectSelects orgId={orgId} prefix="viewer" label={t('shares.form.viewers')} help={t('shares.form.viewersHelp')} />}
      <Form.Item
        name="dataPermission"
        label={t('shares.form.dataPermission')}
        rules={[check('dataPermission')]}
        dependencies={['verification']}
        extra={subjectsUnavailable ? t('shares.form.subjectsUnavailable') : undefined}
      >
        <Radio.Group
          options={shareDataPermissions.map((value) => ({
            value,
            label: t(`shares.dataPermission.${value}`),
            disabled: (value === 'VIEWER' && verification !== 'LOGIN') || !offered(value),
          }))}
        />
      </Form.Item>
      {dataPermission === 'SUBJECTS' && (
        <SubjectSelects orgId={orgId} prefix="data" label={t('shares.form.dataSubjects')} roleRules={[check('dataRoleIds')]} />
      )}
      <Form.Item name="allowDownload" label={t('shares.form.allowDownload')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
