import { figureLine, markdownText, refusalOf, truncateBytes } from './robotMarkdown';
import { feishuSignature } from './robotSignatures';
import { isUpload, RobotFailure, type RobotDefinition, type RobotReport } from './robotTypes';

/** 11232: too many messages. Any other non-zero code (signature 19021, IP list 19022, keywords 19024, format) is final. */
const TRANSIENT_CODES = [11232];
/** Keep cards small (the body size is limited): each markdown element at most this long, at most this many buttons. */
const ELEMENT_MAX_BYTES = 4000;
const MAX_BUTTONS = 5;

/** The card's elements: per item its name and its files by link (pictures too: a custom bot cannot upload), the missing items, when, and the buttons back to RedBI. */
function elementsOf(report: RobotReport): Record<string, unknown>[] {
  const { t } = report;
  const markdown = (content: string) => ({ tag: 'markdown', content: truncateBytes(content, ELEMENT_MAX_BYTES) });
  const elements: Record<string, unknown>[] = report.items.map((item) => {
    const links = item.files
      .filter((file) => file.link)
      .map((file) => `[${markdownText(file.contentType.startsWith('image/') ? t('scheduleRobot.picture', { file: file.filename }) : t('scheduleRobot.download', { file: file.filename }))}](${file.link})`);
    return markdown([`**${markdownText(item.name)}**`, ...(item.figure ? [figureLine(item.figure)] : []), ...links].join('\n'));
  });
  if (report.missing.length > 0) elements.push({ tag: 'hr' }, markdown([`**${markdownText(t('scheduleRobot.missing'))}**`, ...report.missing.map((reason) => `- ${markdownText(reason)}`)].join('\n')));
  const buttons = report.items.slice(0, MAX_BUTTONS).map((item, index) => ({
    tag: 'button',
    text: { tag: 'plain_text', content: report.items.length === 1 ? t('scheduleRobot.open') : `${t('scheduleRobot.open')}: ${item.name}` },
    type: index === 0 ? 'primary' : 'default',
    url: item.url,
  }));
  elements.push({ tag: 'action', actions: buttons });
  elements.push({ tag: 'note', elements: [{ tag: 'plain_text', content: [report.computed, report.linksExpire].filter(Boolean).join(' ') }] });
  return elements;
}

/**
 * A Feishu/Lark custom bot: one `interactive` card — a header with the title, markdown elements with each
 * item's picture and files as links to RedBI (image keys come only from the app API, which a custom bot
 * has not), the missing items, a note with the due time, and buttons back to RedBI. Signed (`timestamp`,
 * `sign` in the body) when the schedule has the bot's secret.
 */
export const feishuRobot: RobotDefinition = {
  kind: 'feishu',
  filesByLink: true,

  messagesOf(report) {
    const card = {
      config: { wide_screen_mode: true },
      header: { title: { tag: 'plain_text', content: report.title }, template: 'blue' },
      elements: elementsOf(report),
    };
    return [{ key: 'card', body: { msg_type: 'interactive', card } }];
  },

  async post(message, target, http) {
    if (isUpload(message)) throw new RobotFailure('errors.robotAnswer', { status: 0, message: 'Feishu custom bots take no uploads' }, true);
    const timestamp = Math.floor(target.now.getTime() / 1000);
    const body = target.secret ? { timestamp: String(timestamp), sign: feishuSignature(target.secret, timestamp), ...message.body } : message.body;
    const answer = await http.postJson(target.url, body);
    // Older hooks answer StatusCode/StatusMessage instead of code/msg.
    const refusal = refusalOf(answer.json.code ?? answer.json.StatusCode, answer.json.msg ?? answer.json.StatusMessage, TRANSIENT_CODES);
    if (refusal) throw refusal;
  },
};
