import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeNewsletterDocument } from '../../../generated/graphql';
import { createUser } from '../../../test/factories';
import { callMock, COMPLETE_FORM, createNewsletter, fillForm, formReady, renderNewsletter, textbox } from './newsletter-test-utils';

const PROMISE = /as little as \$2 per month/;
const paymentInfo = () => screen.queryByRole('note', { name: 'Newsletter price' });

describe('newsletter page: the form', () => {
  it("offers name, email, the server's countries and categories, keywords and the email frequency", async () => {
    renderNewsletter();
    await formReady();

    expect(screen.getByRole('heading', { name: 'Subscribe to Remote Jobs Newsletter' })).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('');
    expect(textbox('Email')).not.toHaveAttribute('readonly');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select Country', 'United States', 'Germany']);
    expect(country).toHaveValue('');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Software Development', 'Design', 'Marketing']);
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toBeInTheDocument();
    expect(screen.getByText(/keywords filter the jobs of the selected categories, e\.g\. front end, react js, backend, full stack/i)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['daily', 'weekly']);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a login link' })).not.toBeInTheDocument();
  });

  it('checks the fields in order, one warning at a time, before subscribing', async () => {
    const user = userEvent.setup();
    const ordered = jest.fn();
    renderNewsletter({
      mocks: [callMock({ query: SubscribeNewsletterDocument }, { data: { subscribeNewsletter: null } }, ordered)],
    });
    await formReady();
    const subscribe = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const steps: [string, () => Promise<void>][] = [
      ['Please provide valid name', () => fillForm(user, { name: COMPLETE_FORM.name })],
      ['Please provide valid email', () => fillForm(user, { email: COMPLETE_FORM.email })],
      ['Please select email frequency', () => fillForm(user, { scheduleEvery: 'Daily' })],
      ['Please select at least one category', () => fillForm(user, { categories: ['Design'] })],
      ['Please select the country', () => fillForm(user, { country: 'Germany' })],
    ];

    for (const [index, [message, fix]] of steps.entries()) {
      await subscribe();
      const warning = await screen.findByText(message);
      expect(warning.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
      // No later check has spoken yet.
      for (const [later] of steps.slice(index + 1)) expect(screen.queryByText(later)).not.toBeInTheDocument();
      await fix();
    }
    expect(ordered).not.toHaveBeenCalled();
  });

  it('counts a blank name as no name', async () => {
    const user = userEvent.setup();
    renderNewsletter();
    await formReady();

    await fillForm(user, { ...COMPLETE_FORM, name: '   ' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please provide valid name')).toBeInTheDocument();
  });

  it('turns keywords into chips, splitting a comma-separated list', async () => {
    const user = userEvent.setup();
    renderNewsletter();
    await formReady();

    await user.type(screen.getByRole('combobox', { name: 'Keywords' }), 'Front End, react js{Enter}');

    expect(screen.getByRole('button', { name: 'front end' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'react js' })).toBeInTheDocument();
  });
});

describe("newsletter page: the signed-in user's country and the price", () => {
  it("starts from the country of the user's profile", async () => {
    renderNewsletter({ user: createUser({ country: 'DE' }), mine: [null] });
    await formReady();

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveProperty('selected', true);
  });

  it("keeps the saved newsletter's country over the profile's", async () => {
    renderNewsletter({ user: createUser({ country: 'US' }), mine: [createNewsletter({ countryCode: 'DE' })] });
    await screen.findByRole('button', { name: 'Update Preferences' });

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  });

  it('shows beside Subscribe the price the checkout charges, from the price list', async () => {
    renderNewsletter({ user: createUser({ country: 'DE' }), mine: [null], price: { amount: 350, currency: 'eur' } });

    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    await screen.findByText('€3.50 a month, paid by card after Subscribe');
    expect(subscribe).toHaveAccessibleDescription('€3.50 a month, paid by card after Subscribe');
    expect(screen.getByRole('note', { name: 'Newsletter price' })).toHaveTextContent(/as little as €3\.50 per month/);
  });

  it('names no price beside Subscribe while the newsletter is free for everyone', async () => {
    renderNewsletter({ freeAccess: true });
    await formReady();

    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/a month, paid by card/)).not.toBeInTheDocument();
  });
});

describe('newsletter page: the payment box', () => {
  it('promises as little as $2 per month to a visitor', async () => {
    renderNewsletter();

    expect(await screen.findByRole('note', { name: 'Newsletter price' })).toHaveTextContent(PROMISE);
  });

  it('shows to a signed-in user on a trial without a newsletter', async () => {
    renderNewsletter({ user: createUser(), mine: [null] });

    expect(await screen.findByRole('note', { name: 'Newsletter price' })).toHaveTextContent(PROMISE);
  });

  it('is hidden while the newsletter is free for everyone', async () => {
    renderNewsletter({ freeAccess: true });
    await formReady();

    expect(paymentInfo()).not.toBeInTheDocument();
  });

  it('is hidden for a user with a paid app plan', async () => {
    renderNewsletter({ user: createUser({ appSubscription: { status: 'paid', active: true } }), mine: [null] });

    expect(await screen.findByText('The newsletter is free with your RemoteHunt plan.')).toBeInTheDocument();

    expect(paymentInfo()).not.toBeInTheDocument();
  });

  it('is hidden for a user with the lifetime plan', async () => {
    renderNewsletter({ user: createUser({ appSubscription: { status: 'paid', lifetime: true, active: true } }), mine: [null] });

    expect(await screen.findByText('The newsletter is free with your RemoteHunt plan.')).toBeInTheDocument();

    expect(paymentInfo()).not.toBeInTheDocument();
  });

  it('is hidden for a subscriber', async () => {
    renderNewsletter({ user: createUser(), mine: [createNewsletter()] });
    await screen.findByRole('button', { name: 'Update Preferences' });

    expect(paymentInfo()).not.toBeInTheDocument();
  });
});
