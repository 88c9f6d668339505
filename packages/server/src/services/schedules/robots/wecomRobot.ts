import { createHash } from 'node:crypto';
import { figureLine, markdownText, refusalOf, truncateBytes } from './robotMarkdown';
import type { RobotHttp } from './robotHttp';
import { isUpload, RobotFailure, type RobotDefinition, type RobotFile, type RobotMessage, type RobotReport, type RobotTarget } from './robotTypes';

/** WeCom's limits (shared/reference/robots.md): a picture up to 2 MB before encoding, markdown up to 4096 bytes, an uploaded file up to 20 MB. */
export const WECOM_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const WECOM_MARKDOWN_MAX_BYTES = 4096;
export const WECOM_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** -1: system busy; 45009: too many messages. Any other non-zero errcode is a refusal a retry cannot mend. */
const TRANSIENT_CODES = [-1, 45009];

const isInlinePicture = (file: RobotFile) => (file.contentType === 'image/png' || file.contentType === 'image/jpeg') && file.content.length <= WECOM_PICTURE_MAX_BYTES;

/** The markdown message: the title, each item with its link back to RedBI (and a picture too big to show inline named), what is missing, when. */
function summaryOf(report: RobotReport): string {
  const { t } = report;
  const lines = [`**${markdownText(report.title)}**`, ''];
  for (const item of report.items) {
    lines.push(`**${markdownText(item.name)}** · [${t('scheduleRobot.open')}](${item.url})`);
    if (item.figure) lines.push(`> ${figureLine(item.figure)}`);
    for (const file of item.files) {
      if (file.fileType === 'image' && !isInlinePicture(file)) lines.push(`<font color="comment">${markdownText(t('scheduleRobot.pictureAsFile', { file: file.filename }))}</font>`);
    }
  }
  if (report.missing.length > 0) {
    lines.push('', `<font color="warning">${markdownText(t('scheduleRobot.missing'))}</font>`, ...report.missing.map((reason) => `> ${markdownText(reason)}`));
  }
  lines.push('', `<font color="comment">${markdownText(report.computed)}</font>`);
  return truncateBytes(lines.join('\n'), WECOM_MARKDOWN_MAX_BYTES);
}

/** A message's key in the run's progress: one per file of an item. */
const fileKey = (itemIndex: number, file: RobotFile) => `${itemIndex}:${file.fileType}:${file.filename}`;

/**
 * A WeCom group robot: a `markdown` message (title, links back, missing items), then one `image` message
 * per picture (base64 + MD5 of the bytes, as datart sends), and PDF/Excel — or a picture over 2 MB — as a
 * `file` message after uploading it (`upload_media`, multipart field `media`).
 */
export const wecomRobot: RobotDefinition = {
  kind: 'wecom',
  filesByLink: false,

  messagesOf(report) {
    const messages: RobotMessage[] = [{ key: 'summary', body: { msgtype: 'markdown', markdown: { content: summaryOf(report) } } }];
    report.items.forEach((item, index) => {
      for (const file of item.files) {
        if (isInlinePicture(file)) {
          const image = { base64: file.content.toString('base64'), md5: createHash('md5').update(file.content).digest('hex') };
          messages.push({ key: `image:${fileKey(index, file)}`, body: { msgtype: 'image', image } });
        } else {
          messages.push({ key: `file:${fileKey(index, file)}`, upload: { filename: file.filename, contentType: file.contentType, content: file.content } });
        }
      }
    });
    return messages;
  },

  async post(message, target, http) {
    if (!isUpload(message)) {
      accepted(await http.postJson(target.url, message.body));
      return;
    }
    const { upload } = message;
    if (upload.content.length > WECOM_FILE_MAX_BYTES) {
      throw new RobotFailure('errors.robotFileTooBig', { file: upload.filename, size: (upload.content.length / 1024 / 1024).toFixed(1) }, true);
    }
    const answer = accepted(await http.postFile(uploadUrlOf(target), 'media', upload));
    const mediaId = answer.media_id;
    if (typeof mediaId !== 'string' || mediaId === '') throw new RobotFailure('errors.robotAnswer', { status: 200, message: JSON.stringify(answer).slice(0, 300) }, false);
    accepted(await http.postJson(target.url, { msgtype: 'file', file: { media_id: mediaId } }));
  },
};

/** `…/webhook/send?key=K` → `…/webhook/upload_media?key=K&type=file`. */
export function uploadUrlOf(target: Pick<RobotTarget, 'url'>): URL {
  const url = new URL(target.url.href);
  url.pathname = url.pathname.replace(/\/send\/?$/, '/upload_media');
  url.searchParams.set('type', 'file');
  return url;
}

function accepted(answer: Awaited<ReturnType<RobotHttp['postJson']>>): Record<string, unknown> {
  const refusal = refusalOf(answer.json.errcode, answer.json.errmsg, TRANSIENT_CODES);
  if (refusal) throw refusal;
  return answer.json;
}
