import type { Migration } from 'kysely';
import { initial } from './2026_11_21_0001_initial';
import { accounts } from './2026_11_21_0002_accounts';
import { permissions } from './2026_11_21_0003_permissions';
import { sources } from './2026_11_21_0004_sources';
import { views } from './2026_11_21_0005_views';
import { sourceAccounts } from './2026_11_25_0006_source_accounts';
import { vizs } from './2026_11_25_0007_vizs';
import { dashboards } from './2026_11_25_0008_dashboards';
import { shares } from './2026_11_27_0010_shares';
import { storyboards } from './2026_11_27_0009_storyboards';
import { metadataVersions } from './2026_11_28_0011_metadata_versions';
import { jobs } from './2026_11_28_0012_jobs';
import { downloadTasks } from './2026_11_28_0013_download_tasks';
import { schedules } from './2026_11_29_0014_schedules';
import { scheduleRunTriggers } from './2026_11_29_0015_schedule_run_triggers';
import { robotPictures } from './2026_11_29_0016_robot_pictures';

/**
 * Forward-only migrations, applied in name order at start. Never edit one that has shipped: add a new one.
 * Names are timestamps so that branches merge in a stable order.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_initial': initial,
  '2026_11_21_0002_accounts': accounts,
  '2026_11_21_0003_permissions': permissions,
  '2026_11_21_0004_sources': sources,
  '2026_11_21_0005_views': views,
  '2026_11_25_0006_source_accounts': sourceAccounts,
  '2026_11_25_0007_vizs': vizs,
  '2026_11_25_0008_dashboards': dashboards,
  '2026_11_27_0010_shares': shares,
  '2026_11_27_0009_storyboards': storyboards,
  '2026_11_28_0011_metadata_versions': metadataVersions,
  '2026_11_28_0012_jobs': jobs,
  '2026_11_28_0013_download_tasks': downloadTasks,
  '2026_11_29_0014_schedules': schedules,
  '2026_11_29_0015_schedule_run_triggers': scheduleRunTriggers,
  '2026_11_29_0016_robot_pictures': robotPictures,
};
