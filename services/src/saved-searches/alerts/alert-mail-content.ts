import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { TemplateData } from '../../mail/templates/render-mail';
import { MAIL_JOB_COLUMNS, type MailJobRow, mailJobs } from '../../newsletter/digest-content';
import type { AlertStopLinks } from './alert-stop-links';

type AlertMailData = TemplateData['saved-search-alert'];

interface AlertJobRow extends MailJobRow {
  alert_id: string;
  saved_search_id: string;
  name: string;
  frequency: AlertMailData['frequency'];
  match_count: number;
}

/**
 * An alert's mail data, read when it is sent (as a digest's is): the search's name as it is then,
 * its jobs as they are then, in listed order, and the links to open the search, manage the
 * searches and stop this one's alerts. Reads are batched a few milliseconds' worth at a time.
 */
export class AlertMailContent {
  private readonly loader: DataLoader<string, AlertMailData>;

  constructor(
    private readonly db: DataSource,
    private readonly appUrl: string,
    private readonly stopLinks: AlertStopLinks,
  ) {
    this.loader = new DataLoader((ids) => this.loadMany(ids), { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setTimeout(run, 5) });
  }

  load(alertId: string): Promise<AlertMailData> {
    return this.loader.load(alertId);
  }

  private async loadMany(ids: readonly string[]): Promise<(AlertMailData | Error)[]> {
    const rows: AlertJobRow[] = await this.db.query(
      `SELECT g.id AS alert_id, g.saved_search_id, s.name, g.frequency, g.match_count, ${MAIL_JOB_COLUMNS}
         FROM saved_search_alerts g
         JOIN saved_searches s ON s.id = g.saved_search_id
         LEFT JOIN LATERAL unnest(g.job_ids) WITH ORDINALITY AS listed(job_id, position) ON true
         LEFT JOIN jobs j ON j.id = listed.job_id
        WHERE g.id = ANY ($1::uuid[])
        ORDER BY g.id, listed.position`,
      [ids],
    );
    const byAlert = new Map<string, AlertJobRow[]>();
    for (const row of rows) byAlert.set(row.alert_id, [...(byAlert.get(row.alert_id) ?? []), row]);
    return ids.map((id) => {
      const alertRows = byAlert.get(id);
      // Deleted with its search: the message fails rather than mail about a search that is gone.
      return alertRows ? this.toMailData(alertRows) : new Error(`alert ${id} no longer exists`);
    });
  }

  private toMailData(rows: AlertJobRow[]): AlertMailData {
    const [first] = rows;
    const openUrl = `${this.appUrl}/#/saved-searches/${first.saved_search_id}/open`;
    return {
      searchName: first.name,
      frequency: first.frequency,
      matchCount: first.match_count,
      moreUrl: openUrl,
      manageUrl: `${this.appUrl}/#/saved-searches`,
      stopUrl: this.stopLinks.pageUrl(first.saved_search_id),
      jobs: mailJobs(rows, openUrl),
    };
  }
}
