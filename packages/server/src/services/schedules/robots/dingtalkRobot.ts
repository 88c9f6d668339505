import { figureLine, markdownText, refusalOf, truncateBytes } from './robotMarkdown';
import { dingtalkSignedQuery } from './robotSignatures';
import { isUpload, RobotFailure, type RobotDefinition, type RobotFile, type RobotReport } from './robotTypes';

/** -1: system busy; 130101, 410100: too many messages. Any other non-zero errcode (token, signature, keywords, IP list) is final. */
const TRANSIENT_CODES = [-1, 130101, 410100];
/** DingTalk's cards hold up to 20,000 bytes of text; a button per item, at most this many. */
const TEXT_MAX_BYTES = 18_000;
const MAX_BUTTONS = 5;

const isPicture = (file: RobotFile) => file.contentType.startsWith('image/');

/** The card's markdown: each item's picture shown from its link (DingTalk fetches it), other files as links, what is missing, when. */
function textOf(report: RobotReport): string {
  const { t } = report;
  const lines = [`### ${markdownText(report.title)}`, ''];
  for (const item of report.items) {
    lines.push(`#### [${markdownText(item.name)}](${item.url})`, '');
    if (item.figure) lines.push(figureLine(item.figure), '');
    for (const file of item.files) {
      if (!file.link) continue;
      lines.push(isPicture(file) ? `![${markdownText(item.name)}](${file.link})` : `[${markdownText(t('scheduleRobot.download', { file: file.filename }))}](${file.link})`, '');
    }
  }
  if (report.missing.length > 0) lines.push(`**${markdownText(t('scheduleRobot.missing'))}**`, '', ...report.missing.map((reason) => `- ${markdownText(reason)}`), '');
  lines.push(`###### ${markdownText(report.computed)}${report.linksExpire ? ` ${markdownText(report.linksExpire)}` : ''}`);
  return truncateBytes(lines.join('\n'), TEXT_MAX_BYTES);
}

/**
 * A DingTalk custom robot: one `actionCard` — the title, the pictures by link to RedBI (a custom robot
 * cannot upload), PDF/Excel as download links, the missing items, and a button back to RedBI per item.
 * Signed (`&timestamp=T&sign=S`) when the schedule has the robot's secret.
 */
export const dingtalkRobot: RobotDefinition = {
  kind: 'dingtalk',
  filesByLink: true,

  messagesOf(report) {
    const buttons = report.items.slice(0, MAX_BUTTONS).map((item) => ({ title: item.name, actionURL: item.url }));
    const only = report.items.length === 1 ? report.items[0] : undefined;
    const actionCard = {
      title: report.title,
      text: textOf(report),
      btnOrientation: '0',
      ...(only ? { singleTitle: report.t('scheduleRobot.open'), singleURL: only.url } : { btns: buttons }),
    };
    return [{ key: 'card', body: { msgtype: 'actionCard', actionCard } }];
  },

  async post(message, target, http) {
    if (isUpload(message)) throw new RobotFailure('errors.robotAnswer', { status: 0, message: 'DingTalk robots take no uploads' }, true);
    const url = new URL(target.url.href);
    if (target.secret) url.search = `${url.search ? `${url.search}&` : '?'}${dingtalkSignedQuery(target.secret, target.now.getTime())}`;
    const answer = await http.postJson(url, message.body);
    const refusal = refusalOf(answer.json.errcode, answer.json.errmsg, TRANSIENT_CODES);
    if (refusal) throw refusal;
  },
};
