import { describe, expect, it } from 'vitest';
import { isAllowedWebhookHost, isPublicAddress, webhookAddressProblem } from './webhookAddress';

describe('robot webhook addresses', () => {
  it('accepts https to public hosts', () => {
    for (const url of ['https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', 'https://oapi.dingtalk.com/robot/send?access_token=t', 'https://8.8.8.8/hook', 'https://[2001:4860:4860::8888]/hook']) {
      expect(webhookAddressProblem(url, []), url).toBeUndefined();
    }
  });

  it('refuses http unless the operator allows the host', () => {
    expect(webhookAddressProblem('http://robots.example.com/hook', [])).toBe('validation.webhookHttps');
    expect(webhookAddressProblem('http://robots.example.com/hook', ['robots.example.com'])).toBeUndefined();
    expect(webhookAddressProblem('http://robots.example.com:8080/hook', ['robots.example.com:8080'])).toBeUndefined();
    expect(webhookAddressProblem('http://robots.example.com:8080/hook', ['robots.example.com:9090'])).toBe('validation.webhookHttps');
  });

  it('refuses loopback, private, link-local and mapped addresses, however written, unless allowed', () => {
    for (const url of [
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://127.0.0.1/hook',
      'https://2130706433/hook',
      'https://0x7f.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
    ]) {
      expect(webhookAddressProblem(url, []), url).toBe('validation.webhookPrivate');
    }
    expect(webhookAddressProblem('https://127.0.0.1:8443/hook', ['127.0.0.1:8443'])).toBeUndefined();
    expect(webhookAddressProblem('http://127.0.0.1:8443/hook', ['127.0.0.1'])).toBeUndefined();
  });

  it('refuses what is no http(s) address', () => {
    for (const url of ['not a url', 'ftp://example.com/hook', 'file:///etc/passwd', 'javascript:alert(1)']) expect(webhookAddressProblem(url, []), url).toBe('validation.webhookUrl');
  });

  it('tells public addresses from the others (send-time checks of what a name resolves to)', () => {
    for (const ip of ['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '0.0.0.0', 'not an ip']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    expect(isAllowedWebhookHost(new URL('http://Robots.Example.com:8080/x'), ['robots.example.com'])).toBe(true);
    expect(isAllowedWebhookHost(new URL('http://robots.example.com:8080/x'), ['robots.example.com:8080'])).toBe(true);
    expect(isAllowedWebhookHost(new URL('http://robots.example.com:8080/x'), ['robots.example.com:9090'])).toBe(false);
  });
});
