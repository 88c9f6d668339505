import { connectorTypes, type Dialect } from '@redbi/shared/sources';
import { Empty } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSql } from '../../../components/sqlEditor/formatSql';
import { SqlEditor } from '../../../components/sqlEditor/SqlEditor';
import { useSourceList } from '../../sources/sourceQueries';
import { useWorkbench } from '../workbenchContext';

/** The SQL the last run generated (the execute answer's `script`, for those who manage the view), formatted, read-only. */
export function SqlPane({ ran, script }: { ran: boolean; script: string | undefined }) {
  const { t } = useTranslation();
  const { orgId, view } = useWorkbench();
  const sources = useSourceList(orgId);
  const type = sources.data?.find((source) => source.id === view?.sourceId)?.type;
  const dialect: Dialect = type ? connectorTypes[type].dialect : 'postgres';
  const [formatted, setFormatted] = useState<{ script: string; text: string }>();

  useEffect(() => {
    if (script === undefined) return undefined;
    let current = true;
    formatSql(script, dialect, [])
      .then((text) => current && setFormatted({ script, text }))
      .catch(() => current && setFormatted({ script, text: script }));
    return () => {
      current = false;
    };
  }, [script, dialect]);

  if (script === undefined) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(ran ? 'workbench.preview.sqlHidden' : 'workbench.preview.notRun')} />;
  const text = formatted?.script === script ? formatted.text : script;
  return <SqlEditor value={text} onChange={() => undefined} label={t('workbench.preview.sqlLabel')} dialect={dialect} readOnly height="100%" />;
}
