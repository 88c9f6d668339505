import { thirdPartyRoutes } from '@redbi/shared/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/apiClient';

/** One button per OAuth2 client; nothing at all when there is none or the server does not offer them. */
export function ThirdPartyLogin() {
  const { t } = useTranslation();
  const clients = useQuery({
    queryKey: ['tpa', 'oauth2Clients'],
    queryFn: () => api(thirdPartyRoutes.oauth2Clients),
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  if (!clients.data?.length) return null;
  return (
    <section aria-label={t('login.thirdParty')}>
      <Divider plain>{t('login.thirdParty')}</Divider>
      <Flex gap="small" wrap justify="center">
        {clients.data.map((client) => (
          <Button key={client.name} href={client.value}>
            {client.name}
          </Button>
        ))}
      </Flex>
    </section>
  );
}
