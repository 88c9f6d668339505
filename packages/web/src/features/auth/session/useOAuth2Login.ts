import { thirdPartyRoutes } from '@redbi/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/apiClient';
import { currentUserQuery, startSession } from './currentUser';
import { endSession } from './endSession';

/** The states of the third-party sign-in callback (spec §2). */
export type OAuth2LoginPhase = 'authenticating' | 'activating';

/**
 * Third-party sign-in, after the provider: 'authenticating' exchanges the one-time code of the callback
 * for a session (POST /tpa/oauth2/login, the token arrives in the header), 'activating' starts that
 * session as a login does and checks it by fetching the current user; if that fails the session ends.
 */
export function useOAuth2Login() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<OAuth2LoginPhase>('authenticating');
  const mutation = useMutation({
    mutationFn: async (code: string) => {
      const user = await api(thirdPartyRoutes.oauth2Login, { body: { code } });
      setPhase('activating');
      startSession(queryClient, user);
      try {
        return await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      } catch (error) {
        endSession(queryClient);
        throw error;
      }
    },
  });
  return { mutation, phase };
}
