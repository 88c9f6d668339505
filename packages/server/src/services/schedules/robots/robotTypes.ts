import type { KeyFigure } from '../keyFigures';
import type { RobotKind, ScheduleFileType } from '@redbi/shared/domain';
import type { Translate, TranslateParams } from '@redbi/shared/i18n';
import type { RobotHttp } from './robotHttp';

/** A file of a content item as a robot gets it; `link`: where it can be fetched from RedBI without a login, until the links expire. */
export interface RobotFile {
  fileType: ScheduleFileType;
  filename: string;
  contentType: string;
  content: Buffer;
  link?: string;
}

/** A content item made: its name, the page of it in RedBI, its files. */
export interface RobotItem {
  name: string;
  url: string;
  files: RobotFile[];
  /** A score card's key number, told in words beside its picture. */
  figure?: KeyFigure;
}

/** What every robot tells of a report, in the report's language (the builders are pure: this in, messages out). */
export interface RobotReport {
  /** The schedule's name; a test says so. */
  title: string;
  items: RobotItem[];
  /** Why each missing item is missing. */
  missing: string[];
  /** The due time and the time zone the report was computed in, as a sentence. */
  computed: string;
  /** When the links to RedBI's files stop working (a sentence), for robots that get files by link. */
  linksExpire?: string;
  t: Translate;
}

/** A message posted as JSON to the webhook. */
export interface RobotJsonMessage {
  key: string;
  body: Record<string, unknown>;
}

/** A file uploaded first (WeCom's upload_media), then posted as a `file` message naming it. */
export interface RobotUploadMessage {
  key: string;
  upload: { filename: string; contentType: string; content: Buffer };
}

/** One message a robot posts; `key` names it in the run's progress, so that a retry skips those already accepted. */
export type RobotMessage = RobotJsonMessage | RobotUploadMessage;

export const isUpload = (message: RobotMessage): message is RobotUploadMessage => 'upload' in message;

/** Where to post: the webhook, its secret (signed robots) and the time the signature is made at. */
export interface RobotTarget {
  url: URL;
  secret: string | undefined;
  now: Date;
}

/**
 * A robot of the registry (robotRegistry.ts): the messages it makes of a report and how one is posted and
 * its answer read. `filesByLink`: the platform takes no picture or file from a custom robot, so they go as
 * expiring links to RedBI.
 */
export interface RobotDefinition {
  kind: RobotKind;
  filesByLink: boolean;
  messagesOf(report: RobotReport): RobotMessage[];
  post(message: RobotMessage, target: RobotTarget, http: RobotHttp): Promise<void>;
}

/**
 * A post that failed: its message (a key of `errors.*` and its parameters, put into the report's language
 * by the deliverer) and whether trying again can mend it (a refused key or signature cannot; a timeout, a
 * 5xx or "too many messages" can).
 */
export class RobotFailure extends Error {
  override readonly name = 'RobotFailure';
  constructor(
    readonly messageKey: string,
    readonly params: TranslateParams,
    readonly permanent: boolean,
  ) {
    super(`${messageKey} ${JSON.stringify(params)}`);
  }
}
