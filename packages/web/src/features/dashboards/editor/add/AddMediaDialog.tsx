import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaSourceInput } from '../media/MediaSourceInput';

export type MediaType = 'image' | 'video' | 'iframe';

const titles = { image: 'boardEditor.media.imageTitle', video: 'boardEditor.media.videoTitle', iframe: 'boardEditor.media.iframeTitle' } as const;

/** Asks for the address of a new image, video or web page widget; an image may be uploaded instead. */
export function AddMediaDialog({ type, onAdd, onCancel }: { type: MediaType; onAdd: (src: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState('');
  const ready = src !== '';
  return (
    <Modal open title={t(titles[type])} okText={t('boardEditor.media.ok')} cancelText={t('common.cancel')} okButtonProps={{ disabled: !ready }} onOk={() => onAdd(src)} onCancel={onCancel}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('boardEditor.media.address')} htmlFor="board-media-src">
          <MediaSourceInput id="board-media-src" value={src} onChange={setSrc} upload={type === 'image'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
