import { viewRoutes } from '@redbi/shared/api';
import { locales } from '@redbi/shared/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/apiClient';
import { useSourceList } from '../sources/sourceQueries';
import { useCreateView, viewListKey } from '../views/viewQueries';
import { sampleSalesView } from '@redbi/shared/domain';
import { findSampleSource, findSampleView } from './sampleView';
import { vizPaths } from './useVizActions';
import './messages';

/**
 * "Build your first chart on the sample data": the organisation's sample source (if it has one the caller
 * may use) and the action that makes the sample sales view on it, unless one was made before, then opens
 * the chart workbench on that view.
 */
export function useSampleChart(orgId: string) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sources = useSourceList(orgId);
  const createView = useCreateView(orgId);
  const sampleSource = sources.data && findSampleSource(sources.data);

  const start = useMutation({
    meta: { silent: true },
    mutationFn: async (sourceId: string) => {
      const views = await queryClient.fetchQuery({ queryKey: viewListKey(orgId), queryFn: () => api(viewRoutes.list, { params: { orgId } }) });
      const names = locales.map((lng) => i18n.getFixedT(lng)('vizs.firstChart.viewName'));
      const made = findSampleView(views, sourceId, names);
      return made ?? createView.mutateAsync(sampleSalesView(sourceId, t('vizs.firstChart.viewName'), t('vizs.firstChart.viewDescription')));
    },
    onSuccess: (view) => void navigate(vizPaths(orgId).newChart({ viewId: view.id })),
  });

  return { loading: sources.isPending, sampleSource, start };
}
