import { Button, Drawer, List, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../LoadFailure';
import './messages';

interface Binned {
  id: string;
  name: string;
}

interface RecycleBinProps<T extends Binned> {
  open: boolean;
  onClose: () => void;
  /** The archived items; undefined while they load. */
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  iconOf?: (item: T) => ReactNode;
  detailOf?: (item: T) => ReactNode;
  /** Each action reports its own failures; the promise only tells when it is over. */
  onRestore: (item: T) => Promise<unknown>;
  onDelete: (item: T) => Promise<unknown>;
}

/**
 * A drawer listing archived items with Restore and Delete (after a confirmation); any tree uses it. Nothing
 * is drawn until it is first opened: a closed antd Drawer still builds its styles, which every page with a
 * tree paid on its first drawing (a board opened in the Vizs area waits for that drawing to ask its data).
 */
export function RecycleBin<T extends Binned>({ open, onClose, items, error, onRetry, iconOf, detailOf, onRestore, onDelete }: RecycleBinProps<T>) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const [restoring, setRestoring] = useState<string[]>([]);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  const restore = (item: T) => {
    setRestoring((ids) => [...ids, item.id]);
    void onRestore(item)
      .catch(() => undefined)
      .finally(() => setRestoring((ids) => ids.filter((id) => id !== item.id)));
  };
  const remove = (item: T) =>
    modal.confirm({
      title: t('recycleBin.deleteTitle', { name: item.name }),
      content: t('recycleBin.deleteBody'),
      okText: t('recycleBin.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete(item).catch(() => undefined),
    });

  if (!opened) return null;
  return (
    <Drawer open={open} onClose={onClose} title={t('recycleBin.title')} width={480}>
      {holder}
      {error !== null && error !== undefined ? (
        <LoadFailure error={error} onRetry={onRetry} />
      ) : (
        <List
          loading={items === undefined}
          dataSource={items ? [...items] : []}
          locale={{ emptyText: t('recycleBin.empty') }}
          rowKey="id"
          renderItem={(item) => (
            <List.Item
              aria-label={item.name}
              actions={[
                <Button key="restore" size="small" loading={restoring.includes(item.id)} onClick={() => restore(item)}>
                  {t('recycleBin.restore')}
                </Button>,
                <Button key="delete" size="small" danger onClick={() => remove(item)}>
                  {t('recycleBin.delete')}
                </Button>,
              ]}
            >
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                {iconOf?.(item)}
                <span>
                  <Typography.Text>{item.name}</Typography.Text>
                  {detailOf && (
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {detailOf(item)}
                    </Typography.Text>
                  )}
                </span>
              </span>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
