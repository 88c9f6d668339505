import type { VizNode } from '@redbi/shared/domain';
import { useOutletContext } from 'react-router';
import type { VizActions } from './useVizActions';

/** What the Vizs page's tree shares with the pane beside it (the landing, a chart, a folder). */
export interface VizBrowserContext {
  orgId: string;
  nodes: readonly VizNode[];
  actions: VizActions;
  /** The caller may create a chart, dashboard or folder somewhere (vizActionRules.mayCreateViz). */
  canCreate: boolean;
  /** Where something new goes from the landing (vizActionRules.creationParent); undefined: nowhere. */
  createIn: string | null | undefined;
}

export const useVizBrowser = () => useOutletContext<VizBrowserContext>();
