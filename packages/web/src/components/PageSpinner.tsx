import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads (an icon rather than antd's Spin keeps the first load small). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, height: '100%', fontSize: 24 }}>
      <LoadingOutlined spin />
    </div>
  );
}
