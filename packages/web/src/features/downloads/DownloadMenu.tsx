import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadFormat, DownloadState, DownloadVizType, NewDownloadInput } from '@redbi/shared/domain';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { useLocale } from '../../app/i18n/locale';
import { useResolvedTheme } from '../../app/theme/themeStore';
import { preloadableComponent } from '../../components/preloadableComponent';
import { downloadListOpener } from './downloadListOpener';
import { useDownloadMutations } from './downloadQueries';
import './messages';

/** A chart widget a dashboard download may choose. */
export interface DownloadableChart {
  id: string;
  name: string;
}

const ChooseChartsDialog = preloadableComponent(() => import('./ChooseChartsDialog').then((module) => module.ChooseChartsDialog));

export interface DownloadMenuProps {
  vizType: DownloadVizType;
  vizId: string;
  /** The interactive state in force (controller values, linkage, drill), read when the viewer picks a format. */
  state?: () => DownloadState;
  /** A dashboard's charts, to download the data of some of them. */
  charts?: readonly DownloadableChart[];
  /** The width the content is drawn at, for pictures (the viewer's). */
  width?: () => number | undefined;
  /** Submits the download (the app's by default; a share page's through its link). */
  submit?: (request: Omit<NewDownloadInput, 'vizType' | 'vizId'>) => Promise<unknown>;
}

/**
 * The Download menu of a chart, a dashboard or a storyboard (spec §2, issue 21), for those holding Download:
 * data as CSV or Excel — a dashboard's charts all or chosen — and the picture as PNG or PDF, with the state
 * in force, the viewer's theme and language. A submitted download becomes a task of the download list,
 * which opens to show it.
 */
export function DownloadMenu({ vizType, vizId, state, charts, width, submit }: DownloadMenuProps) {
  const { t } = useTranslation();
  const theme = useResolvedTheme();
  const locale = useLocale();
  const mutations = useDownloadMutations();
  const [choosing, setChoosing] = useState(false);

  const send = (format: DownloadFormat, widgetIds?: string[]) => {
    const pictureWidth = format === 'png' || format === 'pdf' ? width?.() : undefined;
    const request = {
      format,
      theme,
      locale,
      ...(state ? { state: state() } : {}),
      ...(widgetIds ? { widgetIds } : {}),
      ...(pictureWidth ? { width: Math.min(4000, Math.max(320, Math.round(pictureWidth))) } : {}),
    };
    const submitted = submit ? submit(request) : mutations.submit.mutateAsync({ vizType, vizId, ...request });
    void submitted.then(
      () => {
        toaster.show('success', t('downloads.started'));
        downloadListOpener.set(true);
      },
      () => undefined,
    );
  };

  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: t('downloads.menu.data'),
      children: [
        { key: 'csv', label: t('downloads.menu.csv') },
        { key: 'xlsx', label: t('downloads.menu.xlsx') },
        ...(vizType === 'dashboard' && charts && charts.length > 1 ? [{ key: 'choose', label: t('downloads.menu.chooseCharts') }] : []),
      ],
    },
    { type: 'group', label: t('downloads.menu.picture'), children: [{ key: 'png', label: t('downloads.menu.png') }, { key: 'pdf', label: t('downloads.menu.pdf') }] },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'choose') {
              void ChooseChartsDialog.load();
              setChoosing(true);
            } else send(key as DownloadFormat);
          },
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />}>{t('downloads.menu.download')}</Button>
      </Dropdown>
      {choosing && charts && (
        <ChooseChartsDialog.Component
          charts={charts}
          onCancel={() => setChoosing(false)}
          onOk={(format, widgetIds) => {
            setChoosing(false);
            send(format, widgetIds);
          }}
        />
      )}
    </>
  );
}
