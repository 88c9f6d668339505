import type { Locale } from '@redbi/shared/i18n';
import { ACTIVATION_LINK_HOURS, RESET_CODE_MINUTES } from '@redbi/shared/domain';
import type { Mail } from './mailer';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One mail: paragraphs of text, an optional button link or highlighted code, rendered as HTML and as text. */
interface MailContent {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  code?: string;
  footer: string;
}

function render(to: string, content: MailContent): Mail {
  const text = [
    content.greeting,
    '',
    ...content.lines,
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    ...(content.code ? ['', content.code] : []),
    '',
    content.footer,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,'Microsoft YaHei',sans-serif;color:#1f2329;max-width:560px;margin:24px auto">
<h2 style="color:#c0392b;margin:0 0 16px">RedBI</h2>
${paragraph(content.greeting)}${content.lines.map(paragraph).join('')}${
    content.action
      ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#c0392b;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 12px;font-size:12px;color:#646a73">${escapeHtml(content.action.url)}</p>`
      : ''
  }${content.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:20px 0">${escapeHtml(content.code)}</p>` : ''}
<p style="margin:24px 0 0;font-size:12px;color:#646a73">${escapeHtml(content.footer)}</p></body></html>`;
  return { to, subject: content.subject, text, html };
}

const greetingOf = { en: (name: string) => `Hello ${name},`, zh: (name: string) => `${name}，您好：` };

export function activationMail(locale: Locale, to: string, name: string, url: string): Mail {
  return render(
    to,
    locale === 'zh'
      ? {
          subject: '激活您的 RedBI 账号',
          greeting: greetingOf.zh(name),
          lines: [`感谢注册 RedBI。请在 ${ACTIVATION_LINK_HOURS} 小时内打开下面的链接激活账号。`],
          action: { label: '激活账号', url },
          footer: '如果您没有注册 RedBI，请忽略此邮件。',
        }
      : {
          subject: 'Activate your RedBI account',
          greeting: greetingOf.en(name),
          lines: [`Thank you for registering with RedBI. Open the link below within ${ACTIVATION_LINK_HOURS} hours to activate your account.`],
          action: { label: 'Activate account', url },
          footer: 'If you did not register with RedBI, ignore this e-mail.',
        },
  );
}

export function resetCodeMail(locale: Locale, to: string, name: string, code: string): Mail {
  return render(
    to,
    locale === 'zh'
      ? {
          subject: '您的 RedBI 验证码',
          greeting: greetingOf.zh(name),
          lines: [`您正在重置 RedBI 密码。验证码如下，${RESET_CODE_MINUTES} 分钟内有效。`],
          code,
          footer: '如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
        }
      : {
          subject: 'Your RedBI verification code',
          greeting: greetingOf.en(name),
          lines: [`You asked to reset your RedBI password. Your verification code is below; it is valid for ${RESET_CODE_MINUTES} minutes.`],
          code,
          footer: 'If you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
        },
  );
}

export function invitationMail(locale: Locale, to: string, inviter: string, orgName: string, url: string): Mail {
  return render(
    to,
    locale === 'zh'
      ? {
          subject: `${inviter} 邀请您加入 RedBI 组织“${orgName}”`,
          greeting: '您好：',
          lines: [`${inviter} 邀请您加入 RedBI 上的组织“${orgName}”。请在 ${ACTIVATION_LINK_HOURS} 小时内打开下面的链接接受邀请；还没有账号的话，可以先注册。`],
          action: { label: '接受邀请', url },
          footer: '如果您不认识邀请人，请忽略此邮件。',
        }
      : {
          subject: `${inviter} invited you to "${orgName}" on RedBI`,
          greeting: 'Hello,',
          lines: [`${inviter} invited you to join the organization "${orgName}" on RedBI. Open the link below within ${ACTIVATION_LINK_HOURS} hours to accept; if you have no account yet, you can register first.`],
          action: { label: 'Accept invitation', url },
          footer: 'If you do not know who invited you, ignore this e-mail.',
        },
  );
}
