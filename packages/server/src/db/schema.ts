import type { Generated } from 'kysely';

/**
 * Metadata tables as Kysely sees them. Portable column types only (text, integer) so that one code path
 * serves SQLite and PostgreSQL: ids are UUID text, timestamps ISO-8601 text, flags 0/1 integers.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  name: Generated<string>;
  department: Generated<string>;
  description: Generated<string>;
  /** File name under `<dataDir>/avatars`. */
  avatar: string | null;
  active: Generated<number>;
  current_org_id: string | null;
  /** Language of the mails the user receives: the one they last registered or logged in with. */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  description: string;
  avatar: string | null;
  /** 1: sources whose account may write or reach the server cannot be saved. */
  refuse_privileged_sources: number;
  /** Null once the creating user is deleted. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrgMembersTable {
  org_id: string;
  user_id: string;
  is_owner: number;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** When a token was last issued for it, to the minute; a session idle for the timeout is dead. */
  last_seen_at: string;
  revoked_at: string | null;
}

export type UserTokenPurpose = 'activation' | 'password_reset' | 'oauth2_login';

/** One-time secrets: activation links, password-reset codes, OAuth2 login codes. Only hashes are kept. */
export interface UserTokensTable {
  id: string;
  user_id: string;
  purpose: UserTokenPurpose;
  secret_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
  created_at: string;
}

/** An account at an OAuth2/OIDC provider linked to a user. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
}

export interface RolesTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface RoleMembersTable {
  role_id: string;
  user_id: string;
}

/** Privileges of one subject (role or user) on one resource, folder or "*" root; JSON array of privileges. */
export interface PermissionGrantsTable {
  org_id: string;
  subject_type: 'role' | 'user';
  subject_id: string;
  resource_type: string;
  resource_id: string;
  privileges: string;
}

export interface ModulePermissionsTable {
  org_id: string;
  subject_type: 'role' | 'user';
  subject_id: string;
  module: string;
  enabled: number;
}

export interface OrgInvitationsTable {
  id: string;
  org_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface SourcesTable {
  id: string;
  org_id: string;
  parent_id: string | null;
  name: string;
  description: string;
  is_folder: number;
  /** null for a folder. */
  type: string | null;
  /** JSON; secret fields sealed (AES-256-GCM). */
  config: string;
  /** JSON array: what the account may do beyond reading, found when last saved; null when not known. */
  account_privileges: string | null;
  index: number;
  archived: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface SourceSchemasTable {
  source_id: string;
  schema: string;
  refreshed_at: string;
}

export interface SourceUploadsTable {
  id: string;
  source_id: string;
  user_id: string;
  file_name: string;
  format: string;
  path: string;
  created_at: string;
}

export interface ViewsTable {
  id: string;
  org_id: string;
  parent_id: string | null;
  name: string;
  description: string;
  is_folder: number;
  /** null for a folder. */
  source_id: string | null;
  /** 'SQL' or 'STRUCT'; null for a folder. */
  type: string | null;
  /** The SQL, or the structure as JSON. */
  script: string;
  /** JSON: ViewModel. */
  model: string;
  /** JSON: ViewConfig. */
  config: string;
  index: number;
  archived: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface VariablesTable {
  id: string;
  org_id: string;
  /** null for a public variable of the organisation. */
  view_id: string | null;
  name: string;
  label: string;
  type: string;
  value_type: string;
  permission: string;
  /** JSON array of strings. */
  default_value: string;
  expression: number;
  created_at: string;
  updated_at: string;
}

export interface VariableValuesTable {
  variable_id: string;
  subject_type: 'role' | 'user';
  subject_id: string;
  /** JSON array of strings. */
  values: string;
  use_default: number;
  permission: string | null;
}

export interface ViewColumnPermissionsTable {
  view_id: string;
  subject_type: 'role' | 'user';
  subject_id: string;
  mode: string;
  /** JSON array of field names. */
  columns: string;
}

/** The viz tree: folders, charts and dashboards. */
export interface VizsTable {
  id: string;
  org_id: string;
  parent_id: string | null;
  name: string;
  description: string;
  /** 'folder', 'chart' or 'dashboard'. */
  kind: string;
  /** 'unpublished' or 'published'. */
  status: string;
  /** The view a chart reads; null for a folder. */
  view_id: string | null;
  /** JSON: ChartConfig, BoardConfig for a dashboard ('{}' for a folder). */
  config: string;
  index: number;
  archived: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** What a dashboard refers to (rewritten with every save): the saved charts it embeds and the views it reads. */
export interface DashboardRefsTable {
  dashboard_id: string;
  ref_kind: 'chart' | 'view';
  ref_id: string;
}

/** Storyboards: a flat list per organisation, pages of dashboards and charts (StoryboardConfig as JSON). */
export interface StoryboardsTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  /** 'unpublished' or 'published'. */
  status: string;
  /** JSON: StoryboardConfig. */
  config: string;
  index: number;
  archived: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Share links (issue 13): only the token's hash is kept, the access code sealed by the secret box. */
export interface SharesTable {
  id: string;
  org_id: string;
  /** 'chart', 'dashboard' or 'storyboard'. */
  viz_type: string;
  viz_id: string;
  token_hash: string;
  code_sealed: string | null;
  /** JSON: the ShareSettings but expiresAt. */
  settings: string;
  expires_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
  last_visit_at: string | null;
  visit_count: Generated<number>;
}

export interface ShareVisitsTable {
  id: string;
  share_id: string;
  at: string;
  user_id: string | null;
  address: string;
}

/** The version of each scope of cached metadata (db/metadataVersions.ts); raised by triggers only. */
export interface MetadataVersionsTable {
  scope: string;
  /** bigint: PostgreSQL answers it as a string. */
  version: number | string;
}

/** A background job (jobs/): its state, whichever runner carries it out. */
export interface JobsTable {
  id: string;
  type: string;
  idempotency_key: string;
  /** JSON. */
  payload: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  attempts: Generated<number>;
  max_attempts: number;
  run_after: string;
  lease_owner: string | null;
  lease_until: string | null;
  cancel_requested: Generated<number>;
  progress: number | null;
  result: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One attempt at a job. */
export interface JobRunsTable {
  id: string;
  job_id: string;
  attempt: number;
  runner: string;
  started_at: string;
  ended_at: string | null;
  outcome: 'succeeded' | 'failed' | 'cancelled' | 'timed_out' | 'lost' | null;
  error: string | null;
}

/** A task of the download list (services/downloads). */
export interface DownloadTasksTable {
  id: string;
  org_id: string;
  user_id: string | null;
  share_id: string | null;
  share_client_id: string | null;
  share_token_sealed: string | null;
  share_viewer_id: string | null;
  viz_type: string;
  viz_id: string;
  name: string;
  format: string;
  /** JSON: DownloadOptions. */
  options: string;
  status: 'created' | 'done' | 'downloaded' | 'failed';
  job_id: string | null;
  progress: number | null;
  /** bigint: PostgreSQL answers it as a string. */
  rows: number | string | null;
  size: number | string | null;
  error: string | null;
  file: string | null;
  content_type: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  downloaded_at: string | null;
  expires_at: string;
}

/** Schedules and their folders (services/schedules); a folder has no type and empty settings. */
export interface SchedulesTable {
  id: string;
  org_id: string;
  parent_id: string | null;
  name: string;
  description: string;
  is_folder: number;
  /** 'EMAIL' or 'WEBHOOK'; null for a folder. */
  type: string | null;
  status: 'started' | 'stopped';
  cron_expression: string;
  /** IANA name. */
  time_zone: string;
  start_at: string | null;
  end_at: string | null;
  /** JSON: EmailConfig or WebhookConfig, a robot secret sealed. */
  config: string;
  /** JSON: ScheduleContent[]. */
  contents: string;
  index: number;
  archived: number;
  /** When it was last started (ISO 8601); null while never started. */
  started_at: string | null;
  /** The member the schedule runs as; null once that user is deleted. */
  owner_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One due time of a schedule, claimed once (unique per schedule and due time). */
export interface ScheduleRunsTable {
  id: string;
  schedule_id: string;
  due_at: string;
  started_at: string | null;
  finished_at: string | null;
  status: 'running' | 'succeeded' | 'partly_failed' | 'failed' | 'skipped';
  /** 'timetable', 'now' (execute now) or 'test' (send a test). */
  trigger: Generated<'timetable' | 'now' | 'test'>;
  attempts: Generated<number>;
  /** JSON. */
  detail: Generated<string>;
  error: string | null;
}

/** A file a robot's message links to (DingTalk, Feishu): served to the link's holder until it expires. */
export interface RobotPicturesTable {
  id: string;
  schedule_id: string;
  filename: string;
  content_type: string;
  content: Buffer;
  created_at: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  org_members: OrgMembersTable;
  sessions: SessionsTable;
  system_settings: SystemSettingsTable;
  user_tokens: UserTokensTable;
  user_identities: UserIdentitiesTable;
  roles: RolesTable;
  role_members: RoleMembersTable;
  permission_grants: PermissionGrantsTable;
  module_permissions: ModulePermissionsTable;
  org_invitations: OrgInvitationsTable;
  sources: SourcesTable;
  source_schemas: SourceSchemasTable;
  source_uploads: SourceUploadsTable;
  views: ViewsTable;
  variables: VariablesTable;
  variable_values: VariableValuesTable;
  view_column_permissions: ViewColumnPermissionsTable;
  vizs: VizsTable;
  dashboard_refs: DashboardRefsTable;
  shares: SharesTable;
  share_visits: ShareVisitsTable;
  storyboards: StoryboardsTable;
  metadata_versions: MetadataVersionsTable;
  jobs: JobsTable;
  job_runs: JobRunsTable;
  download_tasks: DownloadTasksTable;
  schedules: SchedulesTable;
  schedule_runs: ScheduleRunsTable;
  robot_pictures: RobotPicturesTable;
}
