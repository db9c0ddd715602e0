import { compileHtml, compileText, plural } from './handlebars-env';
import { localDate, localTime } from './reminder-times';
import { LIST, LIST_ITEM, P, SMALL } from './styles';
import type { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="{{pStyle}}">Due today, {{date}}:</p>
<ul style="{{listStyle}}">
{{#each tasks}}<li style="{{../itemStyle}}">{{time}} · {{content}} <span style="{{../smallStyle}}">({{job}})</span></li>
{{/each}}</ul>
{{#if more}}<p style="{{smallStyle}}">And {{more}} more.</p>{{/if}}
{{> button url=openUrl label="Open your applications"}}
`);

const TEXT = compileText(`
Due today, {{date}}:
{{#each tasks}}
- {{time}} · {{content}} ({{job}})
{{/each}}
{{#if more}}
And {{more}} more.
{{/if}}

Open your applications: {{openUrl}}
`);

/** The morning mail of the tasks due that day, on the user's clock (issue 48, item 4). */
export const tasksDueReminder: MailTemplate<'tasks-due-reminder'> = {
  bulk: true,
  unsubscribeKind: 'reminders',
  render(data, { appUrl }) {
    if (!Array.isArray(data.tasks)) throw new Error('tasks must be a list');
    const tasks = data.tasks.map((t) => ({
      time: localTime(t.dueAt, data.timeZone),
      content: t.content,
      job: [t.jobTitle, t.companyName].filter((s) => s?.trim()).join(' at ') || 'your application',
    }));
    const count = Math.max(data.taskCount, tasks.length);
    const view = {
      pStyle: P,
      listStyle: LIST,
      itemStyle: LIST_ITEM,
      smallStyle: SMALL,
      date: localDate(data.date),
      tasks,
      more: count - tasks.length || null,
      openUrl: `${appUrl}/#/applied-jobs`,
    };
    const subject = `${plural(count, 'task', 'tasks')} due today`;
    return { subject, preheader: tasks.slice(0, 3).map((t) => t.content).join(' · ') || subject, html: HTML(view), text: TEXT(view) };
  },
};
