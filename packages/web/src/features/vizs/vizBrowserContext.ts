import type { VizNode } from '@redbi/shared/domain';
import { useOutletContext } from 'react-router';
import type { VizActions } from './useVizActions';

/** What the Vizs page's tree shares with the pane beside it (the landing, a chart, a folder). */
export interface VizBrowserContext {
  orgId: string;
  nodes: readonly VizNode[];
  actions: VizActions;
  /** The caller may create a chart or folder somewhere (vizActionRules.mayCreateViz). */
  canCreate: boolean;
}

export const useVizBrowser = () => useOutletContext<VizBrowserContext>();
