import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Card, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneScreen } from '../../app/shell/phoneScreen';
import './messages';

/** The phone's side-panel drawer: most of the screen, the page still peeking out beside it. */
const PHONE_DRAWER_WIDTH = 'min(360px, 90vw)';

export interface SidePanelLayoutProps {
  /** The list or tree to choose from (a source tree, a view tree, roles and users, settings pages). */
  side: ReactNode;
  /** The side panel's width beside the page on a wider screen. */
  sideWidth: number;
  /** What was chosen, or what to choose. */
  main: ReactNode;
  /** The main pane's narrowest width beside the panel on a wider screen; below it the pane wraps under the panel. */
  mainMinWidth?: number;
  /** Names what is open in the main pane; undefined while nothing is chosen. */
  openKey?: string;
  /** The drawer's title on a phone. */
  sideTitle: string;
  /** The card shows sideTitle as its title too. */
  titled?: boolean;
  /** Padding of the side panel's card (antd's small card body by default). */
  sideBodyPadding?: number;
}

/**
 * A side panel beside a page, as the Vizs page has it: on a wider screen the panel in a card on the left
 * and the page on the right. On a phone both stack at full width while nothing is chosen; once something
 * is (openKey), the panel moves into a drawer behind a Browse button, so the page gets the whole width.
 * Choosing another item (a new openKey) closes the drawer.
 */
export function SidePanelLayout({ side, sideWidth, main, mainMinWidth = 360, openKey, sideTitle, titled = false, sideBodyPadding }: SidePanelLayoutProps) {
  const { t } = useTranslation();
  const phone = usePhoneScreen();
  const [browsingOn, setBrowsingOn] = useState<string>();
  const inDrawer = phone && openKey !== undefined;
  const drawerOpen = inDrawer && browsingOn === openKey;
  const cardBody = sideBodyPadding === undefined ? undefined : { body: { padding: sideBodyPadding } };

  if (inDrawer) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <div>
          <Button icon={<FolderOpenOutlined aria-hidden />} aria-expanded={drawerOpen} onClick={() => setBrowsingOn(openKey)}>
            {t('sidePanel.browse')}
          </Button>
        </div>
        <Drawer open={drawerOpen} onClose={() => setBrowsingOn(undefined)} placement="left" width={PHONE_DRAWER_WIDTH} title={sideTitle} styles={{ body: { padding: 12 } }}>
          {side}
        </Drawer>
        <div style={{ minWidth: 0 }}>{main}</div>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', gap: phone ? 16 : 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card size="small" title={titled ? sideTitle : undefined} style={{ width: phone ? '100%' : sideWidth, flex: 'none' }} styles={cardBody}>
        {side}
      </Card>
      <div style={{ flex: 1, minWidth: phone ? '100%' : mainMinWidth, maxWidth: '100%' }}>{main}</div>
    </div>
  );
}
