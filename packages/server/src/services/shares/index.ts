import { createShareCodeThrottle } from '../../security/shareCodeThrottle';
import type { AccessService } from '../access/accessService';
import { createBoardDataService } from '../dashboards/boardData';
import { createDashboardAccess } from '../dashboards/dashboardAccess';
import type { QueryService } from '../query/queryService';
import type { ServiceContext } from '../serviceContext';
import { createStoryboardService } from '../storyboards/storyboardService';
import type { ViewService } from '../views/viewService';
import type { ChartDataService } from '../vizs/chartData';
import { createChartImageService } from '../vizs/chartImages';
import { createShareContent } from './shareContent';
import { createShareData } from './shareData';
import { createShareGate } from './shareGate';
import { createShareOpening } from './shareOpening';
import { createShareReaders } from './shareReaders';
import { createShareService } from './shareService';
import { createShareSessions } from './shareSessions';
import { createShareTargets } from './shareTargets';

export interface ShareServicesDeps {
  access: AccessService;
  views: ViewService;
  query: QueryService;
  chartData: ChartDataService;
}

/**
 * Share links (issue 13): management (`shares`), opening a link (`shareOpening`) and the data calls made
 * through one (`shareData`). The board, chart-image and storyboard services they build on are stateless
 * (the image service's thumbnail cache is not used here), so they get instances of their own.
 */
export function createShareServices(ctx: ServiceContext, { access, views, query, chartData }: ShareServicesDeps) {
  const storyboards = createStoryboardService(ctx, { access });
  const targets = createShareTargets(ctx, { access, storyboards });
  const sessions = createShareSessions(ctx.sealer);
  const gate = createShareGate(ctx, { targets, sessions });
  const content = createShareContent(ctx, { storyboards });
  return {
    shares: createShareService(ctx, { targets }),
    shareOpening: createShareOpening(ctx, { gate, sessions, content, throttle: createShareCodeThrottle() }),
    shareData: createShareData(ctx, {
      gate,
      content,
      readers: createShareReaders({ access, views }),
      boardData: createBoardDataService(ctx, { dashboards: createDashboardAccess(ctx, { access, views }), views, query }),
      chartData,
      chartImages: createChartImageService({ chartData }),
    }),
  };
}
