import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { sourceRoutes } from '@redbi/shared/api';
import type { Source } from '@redbi/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { ImportPreview } from './ImportPreview';
import { useDropTable } from './sourceQueries';
import { uploadWithProgress } from '../../api/uploadWithProgress';

export const acceptedFiles = '.csv,.tsv,.txt,.xlsx,.parquet,.json';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The tables of a file source: row counts, 'Upload file' with a progress bar, the preview, 'Remove table'. */
export function FileTables({ orgId, source }: { orgId: string; source: Source }) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ fileName: string; percent: number; controller: AbortController }>();
  const canManage = source.privileges.includes('manage');
  const drop = useDropTable(orgId, source.id);
  const running = useRef<AbortController>(undefined);
  // Leaving the page stops an upload still running.
  useEffect(() => () => running.current?.abort(), []);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const controller = new AbortController();
      running.current = controller;
      setProgress({ fileName: file.name, percent: 0, controller });
      return uploadWithProgress(sourceRoutes.upload, {
        params: { orgId, sourceId: source.id },
        file,
        signal: controller.signal,
        onProgress: (fraction) => setProgress((current) => current && { ...current, percent: Math.floor(fraction * 100) }),
        networkError: t('sources.tables.networkError'),
      }).finally(() => setProgress(undefined));
    },
    meta: { silent: true },
  });

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file) upload.mutate(file);
  };
  const remove = (table: string) =>
    modal.confirm({
      title: t('sources.tables.removeTitle', { name: table }),
      content: t('sources.tables.removeBody'),
      okText: t('sources.tables.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        drop
          .mutateAsync(table)
          .then(() => toaster.show('success', t('sources.tables.removed', { name: table })))
          .catch(() => undefined),
    });

  return (
    <div>
      {holder}
      <Table
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={source.tables}
        locale={{ emptyText: t('sources.tables.empty') }}
        columns={[
          { key: 'name', title: t('sources.tables.name'), dataIndex: 'name' },
          { key: 'rows', title: t('sources.tables.rows'), dataIndex: 'rowCount', align: 'right', render: (count: number) => count.toLocaleString() },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('sources.tables.actions'),
                  width: 160,
                  render: (_value: unknown, table: { name: string }) => (
                    <Button
                      size="small"
                      type="link"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('sources.tables.removeOf', { name: table.name })}
                      onClick={() => remove(table.name)}
                    >
                      {t('sources.tables.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canManage && (
        <div style={{ marginTop: 16 }}>
          <input
            ref={input}
            type="file"
            accept={acceptedFiles}
            aria-label={t('sources.tables.file')}
            style={{ display: 'none' }}
            onChange={(event) => choose(event.target.files)}
          />
          <Space align="center" wrap>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} loading={upload.isPending} disabled={upload.data !== undefined}>
              {t('sources.tables.upload')}
            </Button>
            <Typography.Text type="secondary">{t('sources.tables.uploadHint')}</Typography.Text>
          </Space>
          {progress && (
            <div style={{ marginTop: 12, maxWidth: 480 }}>
              <Typography.Text>{t('sources.tables.uploading', { name: progress.fileName })}</Typography.Text>
              <Space style={{ width: '100%' }}>
                <Progress percent={progress.percent} aria-label={t('sources.tables.uploading', { name: progress.fileName })} style={{ width: 360 }} />
                <Button size="small" onClick={() => progress.controller.abort()}>
                  {t('sources.tables.cancelUpload')}
                </Button>
              </Space>
            </div>
          )}
          {upload.error && !isAbort(upload.error) && (
            <Alert type="error" showIcon message={messageOf(upload.error)} closable onClose={() => upload.reset()} style={{ marginTop: 12 }} />
          )}
          {upload.data && <ImportPreview key={upload.data.uploadId} orgId={orgId} source={source} upload={upload.data} onDone={() => upload.reset()} />}
        </div>
      )}
    </div>
  );
}
