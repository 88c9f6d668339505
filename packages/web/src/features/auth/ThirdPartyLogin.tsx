import { thirdPartyRoutes } from '@redbi/shared/api';
import { useQuery } from '@tanstack/react-query';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/apiClient';
import { plainClass } from '../../components/plain/plainControlsCss';

/**
 * One button per OAuth2 client, under a divider with its caption (antd's plain Divider and default Buttons,
 * drawn with the plain controls); nothing at all when there is none or the server does not offer them.
 */
export function ThirdPartyLogin() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const clients = useQuery({
    queryKey: ['tpa', 'oauth2Clients'],
    queryFn: () => api(thirdPartyRoutes.oauth2Clients),
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  if (!clients.data?.length) return null;
  const rule = { flex: 1, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` };
  return (
    <section aria-label={t('login.thirdParty')}>
      <div role="separator" style={{ display: 'flex', alignItems: 'center', gap: '1em', margin: `${token.margin}px 0`, color: token.colorText, whiteSpace: 'nowrap' }}>
        <span style={rule} />
        {t('login.thirdParty')}
        <span style={rule} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: token.marginXS }}>
        {clients.data.map((client) => (
          <a key={client.name} href={client.value} className={`${plainClass.button} ${plainClass.default}`}>
            {client.name}
          </a>
        ))}
      </div>
    </section>
  );
}
