import { describe, expect, it, vi } from 'vitest';
import { i18n, initialLocale } from './i18n';
import { changeLocale } from './locale';

describe('locale', () => {
  it('defaults to zh for a zh or zh-CN browser, else en (spec §9)', () => {
    const language = vi.spyOn(navigator, 'language', 'get');
    language.mockReturnValue('zh-CN');
    expect(initialLocale()).toBe('zh');
    language.mockReturnValue('zh');
    expect(initialLocale()).toBe('zh');
    language.mockReturnValue('zh-TW');
    expect(initialLocale()).toBe('en');
    language.mockReturnValue('fr-FR');
    expect(initialLocale()).toBe('en');
  });

  it('prefers the saved choice', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    localStorage.setItem('LOCALE', 'zh');
    expect(initialLocale()).toBe('zh');
  });

  it('switches the UI, remembers the choice and marks the document', async () => {
    await changeLocale('zh');
    expect(localStorage.getItem('LOCALE')).toBe('zh');
    expect(i18n.t('nav.sources')).toBe('数据源');
    expect(i18n.t('validation.passwordLength')).toBe('密码长度必须为 6-20 个字符');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
