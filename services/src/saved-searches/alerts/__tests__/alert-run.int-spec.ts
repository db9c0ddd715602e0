import type { Services } from '../../../app/services';
import { createJob, createUser } from '../../../test/factories';
import { createTestServices } from '../../../test/services';

describe('the saved-search alert run', () => {
  let services: Services;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(async () => {
    await services.queues.mail.obliterate({ force: true });
    await services.close();
  });

  it('records each alert with its message and hands that message to the mail queue, once per period', async () => {
    const user = await createUser(services, { name: 'Alerted' });
    const search = await services.savedSearches.create(user.owner, { name: 'Reactor jobs', filter: { query: 'Reactor' } });
    const { alert } = await services.savedSearches.setAlert(user.owner, search.id, { frequency: 'daily', hour: 8, timezone: 'Europe/Berlin' });
    await createJob(services, { title: 'Reactor Ops Lead' });
    await createJob(services, { title: 'Golang Developer' });
    const dispatch = jest.spyOn(services.mail, 'dispatch');

    expect(await services.savedSearchAlerts.run(alert.nextAlertAt!)).toMatchObject({ due: 1, alerts: 1 });

    const rows = await services.db.query(
      `SELECT g.message_id, m.template, m.to_address FROM saved_search_alerts g JOIN mail_messages m ON m.id = g.message_id WHERE g.saved_search_id = $1`,
      [search.id],
    );
    expect(rows).toEqual([{ message_id: expect.any(String), template: 'saved-search-alert', to_address: user.userInfo.email }]);
    expect(dispatch).toHaveBeenCalledWith([{ messageId: rows[0].message_id }]);

    // The same period built again (a retried run): nothing more.
    dispatch.mockClear();
    await services.db.query(`UPDATE saved_searches SET next_alert_at = $2, alert_cursor = alert_cursor - interval '1 day' WHERE id = $1`, [search.id, alert.nextAlertAt]);
    expect(await services.savedSearchAlerts.run(alert.nextAlertAt!)).toMatchObject({ due: 1, alerts: 0 });
    expect(dispatch.mock.calls.flatMap(([payloads]) => payloads)).toEqual([]);
  });
});
