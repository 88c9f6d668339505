import { mailThemes, robotKinds, SCHEDULE_PICTURE_WIDTH, scheduleFileTypes, type ScheduleType } from '@redbi/shared/domain';
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecipientsSelect } from './RecipientsSelect';
import { RichTextEditor } from './RichTextEditor';
import { useScheduleRules } from './scheduleRules';
import { SecretField } from './SecretField';
import './messages';

interface DeliveryFieldsProps {
  type: ScheduleType;
  readOnly: boolean;
  /** A robot secret is stored. */
  secretSet: boolean;
}

function PictureWidth({ name, rules, label }: { name: (string | number)[]; rules: ReturnType<ReturnType<typeof useScheduleRules>['email']>; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={rules} required extra={t('schedules.delivery.pictureWidthHint', SCHEDULE_PICTURE_WIDTH)}>
      <InputNumber min={SCHEDULE_PICTURE_WIDTH.min} max={SCHEDULE_PICTURE_WIDTH.max} step={10} precision={0} addonAfter="px" style={{ width: 160 }} />
    </Form.Item>
  );
}

/** How a schedule delivers: e-mail (recipients, subject, theme, body, file types) or a chat robot (its webhook). */
export function DeliveryFields({ type, readOnly, secretSet }: DeliveryFieldsProps) {
  const { t } = useTranslation();
  const rules = useScheduleRules();
  const fileTypeOptions = scheduleFileTypes.map((fileType) => ({ value: fileType, label: t(`schedules.fileType.${fileType}`) }));

  if (type === 'WEBHOOK') {
    return (
      <>
        <Form.Item name={['webhook', 'robot']} label={t('fields.robot')} rules={rules.webhook('robot')} required>
          <Radio.Group optionType="button" buttonStyle="solid" options={robotKinds.map((robot) => ({ value: robot, label: t(`schedules.robot.${robot}`) }))} />
        </Form.Item>
        <Form.Item name={['webhook', 'url']} label={t('schedules.webhook.url')} rules={rules.webhook('url')} required extra={t('schedules.webhook.urlHint')}>
          <Input autoComplete="off" spellCheck={false} placeholder="https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…" />
        </Form.Item>
        <Form.Item name={['webhook', 'secret']} label={t('schedules.webhook.secret')} extra={t('schedules.webhook.secretHint')}>
          <SecretField secretSet={secretSet} disabled={readOnly} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={['webhook', 'fileType']} label={t('fields.fileType')} rules={rules.webhook('fileType')} required>
              <Radio.Group options={fileTypeOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <PictureWidth name={['webhook', 'pictureWidth']} rules={rules.webhook('pictureWidth')} label={t('fields.pictureWidth')} />
          </Col>
        </Row>
      </>
    );
  }

  return (
    <>
      <Form.Item name={['email', 'to']} label={t('schedules.email.to')} rules={rules.email('to')} required>
        <RecipientsSelect disabled={readOnly} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['email', 'cc']} label={t('fields.cc')} rules={rules.email('cc')}>
            <RecipientsSelect disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['email', 'bcc']} label={t('fields.bcc')} rules={rules.email('bcc')}>
            <RecipientsSelect disabled={readOnly} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['email', 'subject']} label={t('schedules.email.subject')} rules={rules.email('subject')} required>
        <Input autoComplete="off" maxLength={255} />
      </Form.Item>
      <Form.Item name={['email', 'body']} label={t('fields.body')} rules={rules.email('body')} extra={t('schedules.email.bodyHint')}>
        <RichTextEditor disabled={readOnly} label={t('fields.body')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name={['email', 'theme']} label={t('schedules.email.theme')} rules={rules.email('theme')} required>
            <Radio.Group optionType="button" buttonStyle="solid" options={mailThemes.map((theme) => ({ value: theme, label: t(`schedules.theme.${theme}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={11}>
          <Form.Item name={['email', 'fileTypes']} label={t('fields.fileTypes')} rules={rules.email('fileTypes')} required>
            <Checkbox.Group options={fileTypeOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={7}>
          <PictureWidth name={['email', 'pictureWidth']} rules={rules.email('pictureWidth')} label={t('fields.pictureWidth')} />
        </Col>
      </Row>
    </>
  );
}
