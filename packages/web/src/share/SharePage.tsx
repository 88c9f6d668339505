import { Button } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasErrCode } from '../api/hasErrCode';
import { messageOf } from '../app/errors/reportError';
import { PageSpinner } from '../components/PageSpinner';
import { preloadableComponent, type PreloadableOptions } from '../components/preloadableComponent';
import { shareCodeStore } from './shareCodeStore';
import { isShareGone } from './shareGone';
import { useShareAccess } from './useShareAccess';
import './messages';

/**
 * The page loads only what it shows: the content's code (boards, charts, the player) while the share is
 * opened, never for a prompt; a prompt's or a message's code (forms, antd's Result) only for them. Each is
 * the whole page: a spinner while its code loads, a failed load the router's error page.
 */
const whole: PreloadableOptions = { fallback: <PageSpinner />, throwLoadError: true };
const SharedContentView = preloadableComponent(() => import('./SharedContentView').then((module) => module.SharedContentView), whole);
const CodePrompt = preloadableComponent(() => import('./CodePrompt').then((module) => module.CodePrompt), whole);
const LoginPrompt = preloadableComponent(() => import('./LoginPrompt').then((module) => module.LoginPrompt), whole);
const ShareGoneMessage = preloadableComponent(() => import('./ShareGoneMessage').then((module) => module.ShareGoneMessage), whole);
const ShareMessage = preloadableComponent(() => import('./ShareMessage').then((module) => module.ShareMessage), whole);

/**
 * /shareChart/:token, /shareDashboard/:token, /shareStoryPlayer/:token: asks what the share needs (an
 * access code, a login), opens it and shows its content. An unknown, expired or revoked link — also one
 * that goes while it is on screen — says which, on the whole page, in the viewer's language.
 */
export function SharePage(): ReactNode {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { info, opened, code, submitCode, needsCode, needsLogin } = useShareAccess(token);
  const [gone, setGone] = useState<unknown>();
  // Gone while on screen: said in full. No longer open to this viewer (a new code, other viewers): the page
  // starts again, without the kept code, and asks for what it needs now.
  const onLost = useCallback(
    (lost: unknown) => {
      if (isShareGone(lost)) return setGone(lost);
      shareCodeStore.clear(token);
      window.location.reload();
    },
    [token],
  );
  const error = info.error ?? opened.error;

  if (gone !== undefined) return <ShareGoneMessage.Component error={gone} />;
  if (error && isShareGone(error)) return <ShareGoneMessage.Component error={error} />;
  if (info.error) return <Failure error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <PageSpinner />;
  const codeError = hasErrCode(opened.error, 'SHARE_CODE_WRONG', 'SHARE_CODE_REQUIRED', 'TOO_MANY_REQUESTS') && code !== undefined;
  // The prompt stays while its code is being tried: what was typed stays in it.
  const tryingCode = info.data.verification === 'CODE' && code !== undefined && opened.isFetching && !opened.data;
  if (needsCode || codeError || tryingCode) {
    return <CodePrompt.Component name={info.data.name} code={code} error={codeError && !opened.isFetching ? messageOf(opened.error) : undefined} busy={opened.isFetching} onSubmit={submitCode} />;
  }
  if (needsLogin || hasErrCode(opened.error, 'SHARE_LOGIN_REQUIRED')) return <LoginPrompt.Component />;
  if (hasErrCode(opened.error, 'SHARE_VIEWER_REFUSED')) return <ShareMessage.Component status="403" title={t('sharePage.refusedTitle')} message={messageOf(opened.error)} />;
  if (opened.error) return <Failure error={opened.error} onRetry={() => void opened.refetch()} />;
  if (!opened.data) return <PageSpinner />;
  return <SharedContentView.Component token={token} content={opened.data} onLost={onLost} />;
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ShareMessage.Component status="warning" title={messageOf(error)} extra={<Button onClick={onRetry}>{t('sharePage.retry')}</Button>} />;
}
