import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { adminUsersMock, exchangeRatesMock, renderAdminPanel, setExchangeRateMock } from './admin-test-utils';

const RATES = [
  { currency: 'EUR', usdPer: 1.08, asOf: '2025-06-30' },
  { currency: 'INR', usdPer: 0.012, asOf: '2025-06-30' },
];

async function openRates(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderAdminPanel({ mocks: [adminUsersMock([]), exchangeRatesMock(RATES), ...mocks] });
  await user.click(await screen.findByRole('tab', { name: 'Exchange rates' }));
  await screen.findByRole('cell', { name: 'EUR' });
  return user;
}

const rowOf = (currency: string) => within(screen.getByRole('cell', { name: currency }).closest('tr') as HTMLElement);

describe('admin panel: exchange rates', () => {
  it('lists each currency with its rate to USD and the day it was taken', async () => {
    await openRates();
    expect(rowOf('EUR').getByRole('textbox', { name: 'USD per EUR' })).toHaveValue('1.08');
    expect(rowOf('EUR').getByText('2025-06-30')).toBeInTheDocument();
    expect(rowOf('INR').getByRole('textbox', { name: 'USD per INR' })).toHaveValue('0.012');
    // Nothing changed yet: nothing to save.
    expect(rowOf('EUR').getByRole('button', { name: 'Save rate for EUR' })).toBeDisabled();
  });

  it('refuses a rate that is not above 0 before asking the server, and saves a valid one', async () => {
    const saved = jest.fn();
    const user = await openRates([
      setExchangeRateMock({ currency: 'EUR', usdPer: 1.15 }, { data: { setExchangeRate: { __typename: 'ExchangeRate', currency: 'EUR', usdPer: 1.15, asOf: '2026-11-26' } } }, saved),
    ]);
    const field = rowOf('EUR').getByRole('textbox', { name: 'USD per EUR' });
    await user.clear(field);
    await user.type(field, '-1');
    expect(rowOf('EUR').getByText('A number above 0')).toBeInTheDocument();
    expect(rowOf('EUR').getByRole('button', { name: 'Save rate for EUR' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, '1.15');
    await user.click(rowOf('EUR').getByRole('button', { name: 'Save rate for EUR' }));

    expect(await screen.findByText("EUR: rate saved; its jobs' annual USD pay follows")).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ input: { currency: 'EUR', usdPer: 1.15 } });
  });

  it('shows the server\'s words when it refuses', async () => {
    const user = await openRates([
      setExchangeRateMock(
        { currency: 'INR', usdPer: 2000000 },
        { errors: [{ message: 'usdPer must be at most 1,000,000', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] },
      ),
    ]);
    const field = rowOf('INR').getByRole('textbox', { name: 'USD per INR' });
    await user.clear(field);
    await user.type(field, '2000000');
    await user.click(rowOf('INR').getByRole('button', { name: 'Save rate for INR' }));
    expect(await screen.findByText('usdPer must be at most 1,000,000')).toBeInTheDocument();
  });
});
