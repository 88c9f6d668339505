import { describe, expect, it } from 'vitest';
import { EmailConfigSchema } from '@redbi/shared/domain';
import { bodyLines, scheduleMailOf } from './scheduleMail';

const png = Buffer.from('png');

describe('schedule mails', () => {
  it('keeps the text of the rich-text body and none of its markup', () => {
    expect(bodyLines('<p>Good <b>morning</b>,</p><p>see &lt;below&gt;&nbsp;&amp; more<br>line two</p><script>alert(1)</script><img src=x onerror=alert(1)>')).toEqual([
      'Good morning,',
      'see <below> & more',
      'line two',
    ]);
  });

  it('shows PNG pictures inline by cid, attaches the other files, names what is missing and the time zone', () => {
    const mail = scheduleMailOf({
      scheduleName: 'Weekly',
      config: EmailConfigSchema.parse({ to: ['a@example.com'], cc: ['c@example.com'], subject: 'Sales', body: '<p>Hello <i>team</i></p>' }),
      recipients: { to: ['a@example.com'], cc: ['c@example.com'], bcc: [] },
      report: {
        items: [
          {
            vizType: 'chart',
            vizId: 'c1',
            name: 'Sales <1>',
            files: [
              { fileType: 'image', filename: 'Sales <1>.png', contentType: 'image/png', content: png },
              { fileType: 'excel', filename: 'Sales <1>.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: png },
            ],
          },
        ],
        missing: [{ vizType: 'chart', vizId: 'c2', name: 'Hidden', reason: 'The chart "Hidden" cannot be sent', refused: true }],
      },
      dueAt: '2027-03-28T08:00:00+02:00',
      timeZone: 'Europe/Berlin',
      locale: 'en',
      test: false,
    });
    expect(mail).toMatchObject({ to: ['a@example.com'], cc: ['c@example.com'], bcc: [], subject: 'Sales' });
    expect(mail.attachments?.map((file) => [file.filename, file.cid])).toEqual([
      ['Sales <1>.png', 'content-0-0@redbi'],
      ['Sales <1>.xlsx', undefined],
    ]);
    expect(mail.html).toContain('<img src="cid:content-0-0@redbi" alt="Sales &lt;1&gt;"');
    expect(mail.html).toContain('<p style="margin:0 0 12px">Hello team</p>');
    expect(mail.html).toContain('Attached: Sales &lt;1&gt;.xlsx');
    expect(mail.text).toContain('Not included in this report:\n- The chart "Hidden" cannot be sent');
    expect(mail.text).toContain('Due 2027-03-28T08:00:00+02:00, computed in the time zone Europe/Berlin.');
  });
});
