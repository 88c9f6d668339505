import { CloseCircleOutlined, MailOutlined, RobotOutlined, WarningOutlined } from '@ant-design/icons';
import type { ScheduleRun, ScheduleRunSent } from '@redbi/shared/domain';
import { Alert, Descriptions, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRunTime } from './runTimes';
import './messages';

function SentRecord({ sent, timeZone }: { sent: ScheduleRunSent; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const at = formatRunTime(sent.at, timeZone, i18n.language, { withZone: false });
  if (sent.channel === 'robot') {
    return (
      <Space wrap size={4}>
        <RobotOutlined aria-hidden />
        <span>{t('schedules.run.sentRobot', { robot: t(`schedules.robot.${sent.robot}`), host: sent.host, count: sent.messages })}</span>
        <Typography.Text type="secondary">· {at}</Typography.Text>
      </Space>
    );
  }
  const line = (label: string, addresses: string[]) =>
    addresses.length === 0 ? null : (
      <div>
        <Typography.Text type="secondary">{label}: </Typography.Text>
        {addresses.join(', ')}
      </div>
    );
  return (
    <div>
      <Space wrap size={4}>
        <MailOutlined aria-hidden />
        <span>{t('schedules.run.sentMail', { count: sent.to.length + sent.cc.length + sent.bcc.length })}</span>
        <Typography.Text type="secondary">· {at}</Typography.Text>
      </Space>
      <div style={{ paddingInlineStart: 20 }}>
        {line(t('schedules.email.to'), sent.to)}
        {line(t('fields.cc'), sent.cc)}
        {line(t('fields.bcc'), sent.bcc)}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('schedules.run.messageId')}: {sent.messageId}
        </Typography.Text>
      </div>
    </div>
  );
}

/** What one run did: the items it sent with their files, those it left out and why, each send to whom, and the error in full. */
export function RunDetail({ run, timeZone }: { run: ScheduleRun; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const detail = run.detail;
  const zone = detail.timeZone ?? timeZone;
  const rows: { key: string; label: string; children: ReactNode }[] = [];
  if (detail.items && detail.items.length > 0) {
    rows.push({
      key: 'items',
      label: t('schedules.run.items'),
      children: (
        <List
          size="small"
          split={false}
          dataSource={detail.items}
          renderItem={(item) => (
            <List.Item style={{ padding: '2px 0' }}>
              <Space wrap size={4}>
                <span>{item.name}</span>
                <Typography.Text type="secondary">({t(`schedules.vizType.${item.vizType}`)})</Typography.Text>
                {item.files.map((file) => (
                  <Tag key={file} bordered={false}>
                    {t(`schedules.fileType.${file}`, { defaultValue: file })}
                  </Tag>
                ))}
              </Space>
            </List.Item>
          )}
        />
      ),
    });
  }
  if (detail.missing && detail.missing.length > 0) {
    rows.push({
      key: 'missing',
      label: t('schedules.run.missing'),
      children: (
        <List
          size="small"
          split={false}
          dataSource={detail.missing}
          renderItem={(item) => (
            <List.Item style={{ padding: '2px 0', display: 'block' }}>
              <WarningOutlined aria-hidden style={{ color: '#faad14', marginInlineEnd: 6 }} />
              <span>{item.name ?? t('schedules.run.unnamed', { type: t(`schedules.vizType.${item.vizType}`), id: item.vizId })}</span>{' '}
              <Typography.Text type="secondary">— {item.reason}</Typography.Text>
            </List.Item>
          )}
        />
      ),
    });
  }
  if (detail.sent && detail.sent.length > 0) {
    rows.push({
      key: 'sent',
      label: t('schedules.run.sent'),
      children: (
        <Space direction="vertical" size={8}>
          {detail.sent.map((sent, index) => (
            <SentRecord key={index} sent={sent} timeZone={zone} />
          ))}
        </Space>
      ),
    });
  }
  const time = (iso: string | null) => (iso ? formatRunTime(iso, zone, i18n.language, { withZone: false }) : '—');
  rows.push({
    key: 'timing',
    label: t('schedules.run.timing'),
    children: (
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('schedules.run.startedAt')} {time(run.startedAt)} · {t('schedules.run.finishedAt')} {time(run.finishedAt)} · {t('schedules.run.attemptsCount', { count: run.attempts })}
      </span>
    ),
  });
  if (detail.ownerNotified) rows.push({ key: 'owner', label: t('schedules.run.owner'), children: t('schedules.run.ownerNotified') });
  if (detail.skipped) rows.push({ key: 'skipped', label: t('schedules.run.skippedBecause'), children: detail.skipped });
  rows.push({ key: 'zone', label: t('fields.timeZone'), children: zone });

  return (
    <div style={{ maxWidth: 900 }}>
      {run.error && (
        <Alert
          type={run.status === 'failed' ? 'error' : 'warning'}
          showIcon
          icon={<CloseCircleOutlined aria-hidden />}
          style={{ marginBottom: 12 }}
          message={t('schedules.run.error')}
          description={
            <Typography.Paragraph
              copyable
              ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? t('schedules.run.less') : t('schedules.run.more')) }}
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
            >
              {run.error}
            </Typography.Paragraph>
          }
        />
      )}
      {rows.length > 0 && <Descriptions size="small" column={1} bordered items={rows} styles={{ label: { width: 160 } }} />}
    </div>
  );
}
