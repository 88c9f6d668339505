import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { preloadableComponent } from '../../components/preloadableComponent';
import { runningCount, useDownloadTasks } from './downloadQueries';
import { downloadListOpener, useDownloadListOpen } from './downloadListOpener';

/** The list's code is a chunk of its own, loaded when the list first opens. */
const LazyDownloadList = preloadableComponent(() => import('./AppDownloadList').then((module) => module.AppDownloadList));

/**
 * The header's download list (spec §2): a button with a badge counting the tasks being made, opening the
 * list. The tasks are asked once when the shell draws and again every two seconds while one is made.
 */
export function DownloadListButton() {
  const { t } = useTranslation();
  const running = runningCount(useDownloadTasks().data);
  const open = useDownloadListOpen();
  const label = running > 0 ? t('nav.downloadsRunning', { count: running }) : t('nav.downloads');
  return (
    <Popover open={open} onOpenChange={downloadListOpener.set} trigger="click" placement="bottomRight" content={<LazyDownloadList.Component />} destroyOnHidden>
      <Badge count={running} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<DownloadOutlined aria-hidden />} aria-label={label} title={label} onMouseEnter={() => void LazyDownloadList.load()} />
      </Badge>
    </Popover>
  );
}
