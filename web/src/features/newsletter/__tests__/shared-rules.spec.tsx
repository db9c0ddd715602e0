import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { enterValue } from '../../../test/enter-value';
import { CATEGORIES, formReady, renderNewsletter, textbox } from './newsletter-test-utils';

// The shared table's invalid values, entered in the newsletter form: each is refused with the
// message the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts).

describe('newsletter refuses what the server refuses', () => {
  it.each(NEWSLETTER_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    renderNewsletter();
    await formReady();

    await enterValue(user, textbox('Name'), values.name);
    await enterValue(user, textbox('Email'), values.email);
    if (values.scheduleEvery) await user.click(screen.getByRole('radio', { name: values.scheduleEvery === 'daily' ? 'Daily' : 'Weekly' }));
    for (const slug of values.category) await user.click(screen.getByRole('checkbox', { name: CATEGORIES.find((c) => c.slug === slug)!.title }));
    if (values.countryCode) await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), values.countryCode);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
