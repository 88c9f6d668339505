import type { DownloadTaskRow } from '../../repositories/downloadTaskRepository';
import { callerReader } from '../views/dataReader';
import type { ViewService } from '../views/viewService';
import { exportTargetOf, type AuthorizedDownload } from './downloadMaker';
import { vizTypeOfTask } from './downloadRecords';
import type { DownloadTargets } from './downloadTargets';

/**
 * For the download job, a member's task: Download on the resource checked again (it may have been taken
 * away since), the data read as the member (their row and column permissions), the picture drawn for them.
 */
export function memberDownloadAuthorization({ targets, views }: { targets: DownloadTargets; views: Pick<ViewService, 'queryableFor'> }) {
  return async (row: DownloadTaskRow & { user_id: string }): Promise<AuthorizedDownload> => {
    const target = await targets.require(vizTypeOfTask(row), row.viz_id, row.user_id);
    return {
      target: exportTargetOf(row, target.name),
      viewer: { reader: { reader: callerReader(views, row.org_id, row.user_id), user: undefined }, picture: { kind: 'member', userId: row.user_id } },
    };
  };
}
