import { UploadOutlined } from '@ant-design/icons';
import { mediaSourceField } from '@redbi/shared/domain';
import { Button, Flex, Input, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../app/errors/toaster';
import { useFieldDraft } from '../settings/useFieldDraft';
import { BOARD_IMAGE_TYPES, readImageFile } from './readImageFile';

interface MediaSourceInputProps {
  id: string;
  /** The address the board has. */
  value: string;
  /** Only with an address the board accepts (or '' for none): what is typed otherwise stays here, marked. */
  onChange: (value: string) => void;
  /** Images may also be uploaded (stored in the board as a data URL). */
  upload?: boolean;
  'aria-label'?: string;
}

const isDataUrl = (value: string) => value.startsWith('data:');
/** The size in KB of what a base64 data URL holds. */
const dataUrlKb = (value: string) => Math.ceil(((value.length - value.indexOf(',') - 1) * 3) / 4 / 1024);

/** Whether the board document accepts this address (http(s), a site path or an uploaded image). */
export const isMediaSource = (value: string): boolean => mediaSourceField().safeParse(value).success;

/**
 * An address of an image, a video or a web page, with the board's rule on it; for images also an upload,
 * read in the browser as a data URL (PNG, JPEG, GIF, WebP or SVG, ≤ 1 MB). An uploaded image shows as a tag
 * with its size rather than as a long data URL.
 */
export function MediaSourceInput({ id, value, onChange, upload = false, 'aria-label': ariaLabel }: MediaSourceInputProps) {
  const { t } = useTranslation();
  const { typed, setTyped, applied } = useFieldDraft(value);
  const commit = (next: string) => {
    setTyped(next);
    if (!isMediaSource(next)) return;
    applied(next);
    onChange(next);
  };
  const invalid = !isMediaSource(typed);
  const pick = async (file: File) => {
    const read = await readImageFile(file);
    if ('problem' in read) toaster.show('error', t(`boardEditor.media.${read.problem}`));
    else commit(read.dataUrl);
  };
  return (
    <Flex vertical gap={4}>
      {isDataUrl(typed) ? (
        <Tag closable onClose={() => commit('')} style={{ alignSelf: 'flex-start' }}>
          {t('boardEditor.media.uploaded', { size: dataUrlKb(typed) })}
        </Tag>
      ) : (
        <Input
          id={id}
          aria-label={ariaLabel}
          value={typed}
          placeholder={t('boardEditor.media.addressHint')}
          status={invalid ? 'error' : undefined}
          allowClear
          onChange={(event) => commit(event.target.value.trim())}
        />
      )}
      {invalid && <Typography.Text type="danger">{t('validation.mediaSource')}</Typography.Text>}
      {upload && (
        <Flex align="center" gap={8} wrap>
          <Upload
            accept={BOARD_IMAGE_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t('boardEditor.media.upload')}</Button>
          </Upload>
          <Typography.Text type="secondary">{t('boardEditor.media.uploadHint')}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
