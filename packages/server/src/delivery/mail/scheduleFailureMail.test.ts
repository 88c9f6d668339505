import { describe, expect, it } from 'vitest';
import { scheduleFailureMail, type ScheduleFailure } from './scheduleFailureMail';

const failure: ScheduleFailure = {
  ownerName: 'Ada',
  scheduleName: 'Sales <daily>',
  dueAt: '2027-01-04T09:00:00+01:00',
  timeZone: 'Europe/Berlin',
  attempts: 3,
  error: 'The mail could not be sent: 550 No such mailbox\nThe chart "Map" cannot be sent',
  historyUrl: 'https://bi.example.com/redBi/organizations/o1/schedules/s1?tab=history',
};

describe('the mail to a schedule owner after a run failed for good', () => {
  it('names the schedule, the due time in its zone, the attempts, the whole error and the history link', () => {
    const mail = scheduleFailureMail('en', 'ada@example.com', failure);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'RedBI: the schedule "Sales <daily>" failed' });
    expect(mail.text).toContain('due 2027-01-04T09:00:00+01:00 (time zone Europe/Berlin) failed for good after 3 attempt(s)');
    expect(mail.text).toContain(failure.error);
    expect(mail.text).toContain(`Open the run history: ${failure.historyUrl}`);
    // HTML: everything escaped, the error's lines kept in a <pre>.
    expect(mail.html).toContain('Sales &lt;daily&gt;');
    expect(mail.html).not.toContain('<daily>');
    expect(mail.html).toContain('550 No such mailbox\nThe chart &quot;Map&quot; cannot be sent</pre>');
    expect(mail.html).toContain('href="https://bi.example.com/redBi/organizations/o1/schedules/s1?tab=history"');
  });

  it('speaks the owner’s language', () => {
    const mail = scheduleFailureMail('zh', 'ada@example.com', failure);
    expect(mail.subject).toBe('RedBI：定时任务“Sales <daily>”执行失败');
    expect(mail.text).toContain('Ada，您好：');
    expect(mail.text).toContain('在尝试 3 次后最终失败');
    expect(mail.text).toContain(`查看执行历史: ${failure.historyUrl}`);
  });
});
