import { Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { usePageTitle } from '../../components/usePageTitle';
import { useSysInfo } from '../../features/system/sysInfo';
import { issueReportUrl, type IssueFacts } from './issueReportUrl';

/** What identifies the failure (never its message or the user): its code, status, type and request id. */
function factsOf(error: unknown): Pick<IssueFacts, 'errCode' | 'status' | 'errorType' | 'requestId'> {
  if (isApiError(error)) return { errCode: error.errCode, status: error.status, requestId: error.requestId };
  if (isRouteErrorResponse(error)) return { status: error.status, errorType: 'RouteErrorResponse' };
  if (error instanceof Error) return { errorType: error.name };
  return { errorType: typeof error };
}

/**
 * A page whose loading or rendering failed unexpectedly (the router's error element): says so, offers a
 * reload and the way home, the request id of a failed call, and — when the operator set ISSUE_TRACKER_URL —
 * 'Report an issue', a link to the tracker's new-issue form filled with the version, the request id and the
 * error's code, with no personal data (issueReportUrl).
 */
export function UnexpectedErrorPage() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const sysInfo = useSysInfo();
  usePageTitle(t('unexpectedError.title'));
  const facts = factsOf(error);
  const tracker = sysInfo.data?.issueTracker;
  const reportUrl = tracker
    ? issueReportUrl(tracker, { ...facts, version: sysInfo.data?.version ?? 'unknown', path: location.pathname, at: new Date().toISOString(), language: i18n.language })
    : undefined;
  return (
    <Result
      status="500"
      title={t('unexpectedError.title')}
      subTitle={
        <Space direction="vertical" size={4}>
          <span>{t('unexpectedError.message')}</span>
          {facts.requestId ? <Typography.Text copyable={{ text: facts.requestId }}>{t('unexpectedError.requestId', { requestId: facts.requestId })}</Typography.Text> : null}
        </Space>
      }
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('unexpectedError.reload')}
          </Button>
          <Link to="/">{t('unexpectedError.home')}</Link>
          {reportUrl ? (
            <Button href={reportUrl} target="_blank" rel="noopener noreferrer">
              {t('unexpectedError.report')}
            </Button>
          ) : null}
        </Space>
      }
    />
  );
}
