import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../storageKeys';
import { isSharePagePath, rememberReturnPath, returnAfterLogin } from './authRedirect';

describe('authRedirect', () => {
  it('knows the share pages a LOGIN share sends its viewer back to', () => {
    expect(isSharePagePath('/shareDashboard/abcDEF_123-x')).toBe(true);
    expect(isSharePagePath('/shareStoryPlayer/tok?x=1')).toBe(true);
    expect(isSharePagePath('/shareHistory')).toBe(false);
    expect(isSharePagePath('/organizations/o1')).toBe(false);
  });

  it('comes back to a share page as a page of its own, and to the app’s pages through the router', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const navigate = vi.fn();
    localStorage.setItem(storageKeys.authRedirectUrl, '/shareChart/tok123');
    returnAfterLogin(navigate);
    expect(replace).toHaveBeenCalledWith('/redBi/shareChart/tok123');
    expect(navigate).not.toHaveBeenCalled();

    rememberReturnPath('/organizations/o1/vizs');
    returnAfterLogin(navigate);
    expect(navigate).toHaveBeenCalledWith('/organizations/o1/vizs', { replace: true });
    returnAfterLogin(navigate);
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });
});
