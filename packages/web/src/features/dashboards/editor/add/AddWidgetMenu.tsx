import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { controllerFacades, type ControllerFacade } from '@redbi/shared/domain';
import { Button, Dropdown, type MenuProps } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import '../../controllers/messages';
import { widgetTypeIcons } from '../../freeLayout/widgetTypeIcons';
import type { MediaType } from './AddMediaDialog';

/** What the author chose to add; dialogs ask the rest (which charts, which address). */
export type AddChoice =
  | { kind: 'savedChart' }
  | { kind: 'privateChart' }
  | { kind: 'media'; type: MediaType }
  | { kind: 'widget'; type: 'richText' | 'timer' | 'tab' | 'queryButton' | 'resetButton' }
  | { kind: 'controller'; facade: ControllerFacade };

/** The type's icon, hidden from assistive technology (the entry's text names it). */
const icon = (type: keyof typeof widgetTypeIcons) => <span aria-hidden>{createElement(widgetTypeIcons[type])}</span>;

/** Menu keys are the choices, written out ('media:image', 'controller:slider') and read back. */
function choiceOf(key: string): AddChoice {
  const [kind, detail] = key.split(':') as [string, string | undefined];
  if (kind === 'media') return { kind, type: detail as MediaType };
  if (kind === 'widget') return { kind, type: detail as Extract<AddChoice, { kind: 'widget' }>['type'] };
  if (kind === 'controller') return { kind, facade: detail as ControllerFacade };
  return { kind: kind as 'savedChart' | 'privateChart' };
}

/**
 * The editor's "Add ▾", by widget group: charts (saved or private), media (image, video, web page, rich
 * text, timer), the tab container, the query and reset buttons, and a controller of each facade.
 */
export function AddWidgetMenu({ onPick }: { onPick: (choice: AddChoice) => void }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'charts',
      label: t('boardEditor.add.chart'),
      children: [
        { key: 'savedChart', icon: icon('chart'), label: t('boardEditor.add.savedChart') },
        { key: 'privateChart', icon: icon('privateChart'), label: t('boardEditor.add.privateChart') },
      ],
    },
    {
      type: 'group',
      key: 'media',
      label: t('boardEditor.add.media'),
      children: [
        { key: 'media:image', icon: icon('image'), label: t('boardEditor.add.image') },
        { key: 'media:video', icon: icon('video'), label: t('boardEditor.add.video') },
        { key: 'media:iframe', icon: icon('iframe'), label: t('boardEditor.add.iframe') },
        { key: 'widget:richText', icon: icon('richText'), label: t('boardEditor.add.richText') },
        { key: 'widget:timer', icon: icon('timer'), label: t('boardEditor.add.timer') },
      ],
    },
    { type: 'group', key: 'container', label: t('boardEditor.add.container'), children: [{ key: 'widget:tab', icon: icon('tab'), label: t('boardEditor.add.tab') }] },
    {
      type: 'group',
      key: 'buttons',
      label: t('boardEditor.add.buttons'),
      children: [
        { key: 'widget:queryButton', icon: icon('queryButton'), label: t('boardEditor.add.queryButton') },
        { key: 'widget:resetButton', icon: icon('resetButton'), label: t('boardEditor.add.resetButton') },
      ],
    },
    {
      type: 'group',
      key: 'controllers',
      label: t('boardEditor.add.controllers'),
      children: [
        {
          key: 'controller',
          icon: icon('controller'),
          label: t('boardEditor.add.controller'),
          children: controllerFacades.map((facade) => ({ key: `controller:${facade}`, label: t(`controllers.facades.${facade}`) })),
        },
      ],
    },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onPick(choiceOf(key)) }}>
      <Button icon={<PlusOutlined aria-hidden />}>
        {t('boardEditor.header.add')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
