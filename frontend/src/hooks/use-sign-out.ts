import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../api/http';
import { useToast } from '../components/toast/toast-context';
import { useLogout } from './use-auth';

/** Logs out with the toasts of spec §8 and goes to the front page; shared by the header and /profile. */
export function useSignOut() {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const toast = useToast();
  const navigate = useNavigate();

  // Awaited here rather than in callbacks: the calling page may unmount as soon as the user is gone.
  const signOut = async (onDone?: () => void) => {
    try {
      await logout();
      toast({ title: t('header.loggedOut'), variant: 'success' });
      navigate('/');
    } catch (error) {
      toast({
        title: t('header.logOutFailed'),
        description: apiErrorMessage(error, t('header.logOutFailedFallback')),
        variant: 'destructive',
      });
    } finally {
      onDone?.();
    }
  };

  return { signOut, isPending };
}
