import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@redbi/shared/i18n';
import { dingtalkRobot } from './dingtalkRobot';
import { feishuRobot } from './feishuRobot';
import { markdownText, truncateBytes } from './robotMarkdown';
import type { RobotFile, RobotJsonMessage, RobotReport } from './robotTypes';
import { uploadUrlOf, WECOM_MARKDOWN_MAX_BYTES, WECOM_PICTURE_MAX_BYTES, wecomRobot } from './wecomRobot';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
const picture = (link?: string): RobotFile => ({ fileType: 'image', filename: 'Sales.png', contentType: 'image/png', content: png, ...(link ? { link } : {}) });
const pdf = (link?: string): RobotFile => ({ fileType: 'pdf', filename: 'Board.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7'), ...(link ? { link } : {}) });

const reportOf = (files: RobotFile[][], changes: Partial<RobotReport> = {}): RobotReport => ({
  title: 'Daily [sales]',
  items: files.map((itemFiles, index) => ({ name: `Item *${index}*`, url: `https://bi.example.com/redBi/organizations/o1/vizs/v${index}`, files: itemFiles })),
  missing: ['The chart "Hidden" cannot be sent'],
  computed: 'Due 2027-01-04T09:00:00+01:00, computed in the time zone Europe/Berlin.',
  t: createTranslator('en'),
  ...changes,
});
const bodyOf = (message: unknown) => (message as RobotJsonMessage).body as Record<string, Record<string, unknown>>;

describe('WeCom messages', () => {
  it('sends a markdown summary, then one image per picture (base64 and the MD5 of the bytes), then files to upload', () => {
    const messages = wecomRobot.messagesOf(reportOf([[picture()], [pdf()]]));
    expect(messages.map((message) => message.key)).toEqual(['summary', 'image:0:image:Sales.png', 'file:1:pdf:Board.pdf']);
    const markdown = String(bodyOf(messages[0]).markdown?.content);
    expect(bodyOf(messages[0]).msgtype).toBe('markdown');
    expect(markdown).toContain('**Daily \\[sales\\]**');
    expect(markdown).toContain('**Item \\*0\\*** · [Open in RedBI](https://bi.example.com/redBi/organizations/o1/vizs/v0)');
    expect(markdown).toContain('Not included in this report:');
    expect(markdown).toContain('> The chart "Hidden" cannot be sent');
    expect(bodyOf(messages[1])).toEqual({ msgtype: 'image', image: { base64: png.toString('base64'), md5: createHash('md5').update(png).digest('hex') } });
    expect(messages[2]).toMatchObject({ upload: { filename: 'Board.pdf', contentType: 'application/pdf' } });
  });

  it('sends a picture over 2 MB as a file, saying so, and keeps the markdown within 4096 bytes', () => {
    const big: RobotFile = { ...picture(), content: Buffer.alloc(WECOM_PICTURE_MAX_BYTES + 1) };
    const messages = wecomRobot.messagesOf(reportOf([[big]], { missing: Array.from({ length: 200 }, (_, index) => `不可用的图表 ${index}`) }));
    expect(messages.map((message) => message.key)).toEqual(['summary', 'file:0:image:Sales.png']);
    const markdown = String(bodyOf(messages[0]).markdown?.content);
    expect(markdown).toContain('Sales.png is larger than 2 MB: sent as a file');
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(WECOM_MARKDOWN_MAX_BYTES);
    expect(markdown.endsWith('…')).toBe(true);
  });

  it('uploads to upload_media beside send, with the key and type=file', () => {
    expect(uploadUrlOf({ url: new URL('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=K1') }).href).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/upload_media?key=K1&type=file');
  });
});

describe('DingTalk messages', () => {
  it('sends one actionCard: the title, pictures and files by link, what is missing, and a button back', () => {
    const [message, ...rest] = dingtalkRobot.messagesOf(reportOf([[picture('https://bi.example.com/p?token=a'), pdf('https://bi.example.com/p?token=b')]], { linksExpire: 'The links work until 2027-01-11.' }));
    expect(rest).toEqual([]);
    const body = bodyOf(message);
    expect(body.msgtype).toBe('actionCard');
    expect(body.actionCard).toMatchObject({ title: 'Daily [sales]', singleTitle: 'Open in RedBI', singleURL: 'https://bi.example.com/redBi/organizations/o1/vizs/v0' });
    const text = String(body.actionCard?.text);
    expect(text).toContain('![Item \\*0\\*](https://bi.example.com/p?token=a)');
    expect(text).toContain('[Download Board.pdf](https://bi.example.com/p?token=b)');
    expect(text).toContain('- The chart "Hidden" cannot be sent');
    expect(text).toContain('The links work until 2027-01-11.');
  });

  it('gives several items a button each', () => {
    const body = bodyOf(dingtalkRobot.messagesOf(reportOf([[picture('https://x/1')], [picture('https://x/2')]]))[0]);
    expect(body.actionCard?.btns).toEqual([
      { title: 'Item *0*', actionURL: 'https://bi.example.com/redBi/organizations/o1/vizs/v0' },
      { title: 'Item *1*', actionURL: 'https://bi.example.com/redBi/organizations/o1/vizs/v1' },
    ]);
  });
});

describe('Feishu messages', () => {
  it('sends one interactive card: a header with the title, markdown with links, the missing items, a button back and a note', () => {
    const [message, ...rest] = feishuRobot.messagesOf(reportOf([[picture('https://bi.example.com/p?token=a')]], { t: createTranslator('zh'), linksExpire: '链接有效期至 2027-01-11。' }));
    expect(rest).toEqual([]);
    const body = bodyOf(message);
    expect(body.msg_type).toBe('interactive');
    const card = body.card as unknown as { header: unknown; elements: { tag: string; content?: string; actions?: unknown[]; elements?: { content: string }[] }[] };
    expect(card.header).toEqual({ title: { tag: 'plain_text', content: 'Daily [sales]' }, template: 'blue' });
    expect(card.elements.map((element) => element.tag)).toEqual(['markdown', 'hr', 'markdown', 'action', 'note']);
    expect(card.elements[0]?.content).toBe('**Item \\*0\\***\n[图片 Sales.png](https://bi.example.com/p?token=a)');
    expect(card.elements[2]?.content).toContain('本报告未包含：');
    expect(card.elements[3]?.actions).toEqual([{ tag: 'button', text: { tag: 'plain_text', content: '在 RedBI 中打开' }, type: 'primary', url: 'https://bi.example.com/redBi/organizations/o1/vizs/v0' }]);
    expect(card.elements[4]?.elements?.[0]?.content).toContain('链接有效期至 2027-01-11。');
  });
});

describe('robot markdown', () => {
  it('escapes what would make a link, emphasis or a tag, and cuts at a character', () => {
    expect(markdownText('a [b](c) *d* <e>\nf')).toBe('a \\[b\\]\\(c\\) \\*d\\* &lt;e&gt; f');
    expect(truncateBytes('销售报告', 8)).toBe('销…');
    expect(truncateBytes('short', 8)).toBe('short');
  });
});

describe('the key numbers of score cards (issue 22)', () => {
  const figure = { label: 'Revenue', value: '1.2M', change: '▲ +12.5% vs previous month' };
  const withFigure = reportOf([[picture('https://bi.example.com/p/1')]], {});
  withFigure.items[0]!.figure = figure;
  const line = 'Revenue: **1.2M** ▲ +12.5% vs previous month';

  it('tell each robot the figure beside its item, in markdown', () => {
    expect(String(bodyOf(wecomRobot.messagesOf(withFigure)[0]).markdown?.content)).toContain(`> ${line}`);
    expect(JSON.stringify(dingtalkRobot.messagesOf(withFigure)[0])).toContain(JSON.stringify(line).slice(1, -1));
    expect(JSON.stringify(feishuRobot.messagesOf(withFigure)[0])).toContain(JSON.stringify(line).slice(1, -1));
  });
});
