import { createDataExports } from '../exports/createDataExports';
import { createExportWriter } from '../exports/exportWriter';
import { createBrowserPool } from '../exports/pictures/browserPool';
import { createBoardPictures } from '../exports/pictures/boardPictures';
import { createChartPictures } from '../exports/pictures/chartPictures';
import type { Services } from '../services';
import { createDownloadMaker } from '../services/downloads/downloadMaker';
import { memberDownloadAuthorization } from '../services/downloads/memberDownloads';
import type { ServiceContext } from '../services/serviceContext';
import { createKeyFigures } from '../services/schedules/keyFigures';
import { createDeliverers } from '../services/schedules/scheduleDeliverers';
import { createScheduleReports } from '../services/schedules/scheduleReport';
import { createDownloadCleanupJob } from './downloadCleanupJob';
import { createDownloadJob } from './downloadJob';
import type { JobDefinition } from './jobDefinition';
import { createScheduleRunJob } from './scheduleRunJob';
import { createScheduleTickJob } from './scheduleTickJob';

/**
 * Every job type the app carries out (a registry: one entry per type, each in a file of its own), built
 * from the services they use. `close` releases what they hold (the pictures' browser).
 */
export function jobTypesOf(
  ctx: ServiceContext,
  services: Services,
  { ownUrl }: { ownUrl: () => string | undefined },
): { definitions: JobDefinition<never>[]; close(): Promise<void> } {
  const { config } = ctx;
  const pool = createBrowserPool({ executablePath: config.pictures.chromiumPath, size: config.pictures.pages, log: ctx.log });
  const drawing = { store: ctx.store, chartData: services.chartData, chartImages: services.chartImages };
  const member = memberDownloadAuthorization({ targets: services.downloadTargets, views: services.views });
  const exporters = {
    ...createDataExports(ctx, { query: services.query }),
    pictureMakers: [
      createChartPictures(drawing),
      createBoardPictures(ctx, {
        ...drawing,
        pool,
        // The node's own address by default: PUBLIC_URL may be a proxy's that the node cannot reach itself.
        appUrl: () => config.pictures.renderUrl ?? ownUrl() ?? config.publicUrl,
        async signIn(userId) {
          const { session, token } = await services.auth.startSession(await ctx.store.users.getById(userId));
          return { token, end: () => services.auth.logout(session) };
        },
      }),
    ],
  };
  const maker = createDownloadMaker(ctx, {
    authorize: (row) => (row.user_id !== null ? member({ ...row, user_id: row.user_id }) : services.shareDownloads.authorize(row)),
    ...exporters,
  });
  const figures = createKeyFigures(ctx, { chartData: services.chartData });
  const reports = createScheduleReports(ctx, { contents: services.scheduleContents, figures, exports: createExportWriter(exporters), views: services.views });
  return {
    definitions: [
      createDownloadJob(ctx, maker) as JobDefinition<never>,
      createDownloadCleanupJob(ctx, services.downloads) as JobDefinition<never>,
      createScheduleRunJob(ctx, { reports, deliverers: createDeliverers(ctx) }) as JobDefinition<never>,
      createScheduleTickJob(ctx) as JobDefinition<never>,
    ],
    close: () => pool.close(),
  };
}
