import { isValidElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { StopSavedSearchAlertsDocument } from '../../../generated/graphql';
import { matchRoutes } from '../../../lib/router';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { StopSavedSearchAlertsPage } from '../components/StopSavedSearchAlertsPage';

function stopMock(answer: { data: { stopSavedSearchAlerts: string } } | ReturnType<typeof apiError>, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: StopSavedSearchAlertsDocument, variables: { id: 'search-1', token: 'link-token' } },
    result: () => {
      onCall();
      return answer;
    },
  };
}

const renderStop = (mocks: MockLink.MockedResponse[], initialEntry = '/saved-searches/search-1/stop-alerts?token=link-token') =>
  renderPage(<StopSavedSearchAlertsPage />, { path: '/saved-searches/:savedSearchId/stop-alerts', initialEntry, mocks });

const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');

describe('stopping a saved search’s alerts from its mail', () => {
  it('is open without signing in, as the link in every alert mail must be', () => {
    const chain = matchRoutes(routes, '/saved-searches/search-1/stop-alerts') ?? [];

    expect(chain.at(-1)?.route.path).toBe('saved-searches/:savedSearchId/stop-alerts');
    const guards = chain.filter(({ route }) => isValidElement(route.element) && [RequireSession, RequireSubscription].includes(route.element.type as never));
    expect(guards).toEqual([]);
  });

  it('changes nothing until the button is pressed, then stops them and names the search', async () => {
    const sent = jest.fn();
    renderStop([stopMock({ data: { stopSavedSearchAlerts: 'Reactor jobs' } }, sent)]);

    const button = await screen.findByRole('button', { name: 'Stop these alerts' });
    expect(sent).not.toHaveBeenCalled();
    await userEvent.click(button);

    expect(await banner('Alerts for "Reactor jobs" are off')).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Saved Searches' })).toBeInTheDocument();
  });

  it('says plainly when the link stops nothing, and offers no second try', async () => {
    renderStop([stopMock(apiError('The saved search was not found', 'NOT_FOUND', 404))]);

    await userEvent.click(await screen.findByRole('button', { name: 'Stop these alerts' }));

    expect(await banner('This link stops no alerts: it is not the one from the alert email, or its saved search was deleted.')).toHaveClass(
      'MuiAlert-colorError',
    );
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });

  it('lets the user try again after another failure', async () => {
    renderStop([stopMock(apiError('Too many requests', 'RATE_LIMITED', 429)), stopMock({ data: { stopSavedSearchAlerts: 'Reactor jobs' } })]);

    await userEvent.click(await screen.findByRole('button', { name: 'Stop these alerts' }));
    expect(await banner('Too many requests')).toHaveClass('MuiAlert-colorError');
    await userEvent.click(screen.getByRole('button', { name: 'Stop these alerts' }));

    expect(await screen.findByText('Alerts for "Reactor jobs" are off')).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    renderStop([], '/saved-searches/search-1/stop-alerts');

    expect(await banner('This link is incomplete: open it again from the alert email.')).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });
});
