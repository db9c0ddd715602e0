import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUser } from '../../../test/factories';
import { SessionUserDocument } from '../../../generated/graphql';
import { openCheckout } from '../utils/open-checkout';
import { rememberPlacedOrder } from '../utils/placed-order';
import {
  COMPLETE_FORM,
  CATEGORIES,
  clickButton,
  fillForm,
  REGIONS,
  renderPostJob,
  selectedStep,
  textbox,
  type User,
} from './post-job-test-utils';

jest.mock('../utils/open-checkout', () => ({ openCheckout: jest.fn() }));

const openCheckoutMock = jest.mocked(openCheckout);
const REQUIRED_TEXTBOXES = ['Job Title', 'Job Description', 'Apply URL or Email', 'Company Name', 'Company HQ', 'Company Website', 'Company Email'];
const CHECKOUT_URL = 'https://checkout.example.com/c/session-1';

let fetchMock: jest.SpyInstance;

// The preview shows the chosen file itself, as a data: URL (the app's CSP has no blob:).
const LOGO_PREVIEW = `data:image/png;base64,${btoa('png')}`;

beforeEach(() => {
  fetchMock = jest.spyOn(window, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.clearAllMocks();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderForm(options: Parameters<typeof renderPostJob>[0] = {}) {
  // No pause between a user's actions: the form has many fields to fill.
  const user = userEvent.setup({ delay: null });
  renderPostJob(options);
  await screen.findByRole('heading', { name: 'Post a Job' });
  return user;
}

async function toPreview(user: User, values = COMPLETE_FORM) {
  await fillForm(user, values);
  await clickButton(user, 'Next');
  await screen.findByRole('button', { name: 'Make Changes' });
}

async function toPurchase(user: User, values = COMPLETE_FORM) {
  await toPreview(user, values);
  await clickButton(user, 'Next');
  await screen.findByRole('table', { name: 'Order summary' });
}

/** The multipart form the last fetch sent. */
function sentForm(): { url: string; init: RequestInit; form: FormData } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, form: init.body as FormData };
}

describe('post a job: form', () => {
  it('offers the server’s categories, regional restrictions and job types', async () => {
    const user = await renderForm();

    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(CATEGORIES);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Regional Restriction/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(REGIONS));
    await user.keyboard('{Escape}');

    expect(screen.getByRole('radio', { name: 'Full-Time' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Contract' }));
    expect(screen.getByRole('radio', { name: 'Contract' })).toBeChecked();
  });

  it('turns a required field red once it is left empty, and not before', async () => {
    const user = await renderForm();
    const title = textbox('Job Title');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(title);
    await user.tab();

    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Company Name')).not.toHaveAttribute('aria-invalid', 'true');
    // Optional fields never turn red.
    await user.click(textbox('Company Statement (optional)'));
    await user.tab();
    expect(textbox('Company Statement (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(title, 'Designer');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Please provide all the details" on Next with required fields missing, and highlights every one', async () => {
    const user = await renderForm();
    await fillForm(user, { jobTitle: 'Designer', tags: 'figma' });

    await clickButton(user, 'Next');

    expect(screen.getByRole('alert')).toHaveTextContent('Please provide all the details');
    for (const name of REQUIRED_TEXTBOXES.filter((n) => n !== 'Job Title')) {
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(textbox('Job Title')).not.toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Tags')).not.toHaveAttribute('aria-invalid', 'true');
    expect(selectedStep()).toHaveTextContent('1. Post a Job');
    expect(screen.getByRole('tab', { name: '2. Preview your ad' })).toBeDisabled();
  });

  it('refuses a website without http(s) and an email without @', async () => {
    const user = await renderForm();
    await fillForm(user, { ...COMPLETE_FORM, websiteUrl: 'acme.example.com', email: 'jobs.acme.example.com' });

    await clickButton(user, 'Next');

    expect(screen.getByRole('alert')).toHaveTextContent('Please provide all the details');
    expect(textbox('Company Website')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please provide the address, starting with http:// or https://')).toBeInTheDocument();
    expect(textbox('Company Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Make Changes' })).not.toBeInTheDocument();
  });

  it('accepts an email address to apply to', async () => {
    const user = await renderForm();
    await toPreview(user, { ...COMPLETE_FORM, applyUrl: 'hiring@acme.example.com' });

    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'mailto:hiring@acme.example.com');
  });

  it('empties the form on Reset', async () => {
    const user = await renderForm();
    await fillForm(user, { jobTitle: 'Designer', companyName: 'Acme' });
    await user.click(textbox('Company HQ'));
    await user.tab();

    await clickButton(user, 'Reset');

    expect(textbox('Job Title')).toHaveValue('');
    expect(textbox('Company Name')).toHaveValue('');
    expect(textbox('Company HQ')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a logo by click and shows it', async () => {
    const user = await renderForm();
    const logo = new File(['png'], 'acme.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Company logo'), logo);

    expect(await screen.findByRole('img', { name: 'Company logo preview' })).toHaveAttribute('src', LOGO_PREVIEW);
    expect(screen.getByText('acme.png')).toBeInTheDocument();
    await clickButton(user, 'Remove logo');
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument();
  });

  it('takes a logo dropped onto the zone, and refuses a file that is not an image', async () => {
    await renderForm();
    const zone = screen.getByTestId('logo-dropzone');

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('The company logo must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['png'], 'dropped.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Company logo preview' })).toBeInTheDocument();
    expect(screen.getByText('dropped.png')).toBeInTheDocument();
    expect(screen.queryByText('The company logo must be a PNG, JPEG, WebP or GIF image')).not.toBeInTheDocument();
  });

  it('refuses a logo over 2 MB', async () => {
    const user = await renderForm();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Company logo'), big);

    expect(screen.getByText('The company logo must be at most 2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument();
  });
});

describe('post a job: steps', () => {
  it('goes form → preview → purchase with Next, and back to the form with Make Changes keeping the values', async () => {
    const user = await renderForm();
    expect(selectedStep()).toHaveTextContent('1. Post a Job');

    await toPreview(user);
    expect(selectedStep()).toHaveTextContent('2. Preview your ad');

    await clickButton(user, 'Make Changes');
    expect(selectedStep()).toHaveTextContent('1. Post a Job');
    expect(textbox('Job Title')).toHaveValue('Senior React Engineer');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Developer');

    await clickButton(user, 'Next');
    await clickButton(user, 'Next');
    expect(selectedStep()).toHaveTextContent('3. Purchase');

    await clickButton(user, 'Make Changes');
    expect(selectedStep()).toHaveTextContent('1. Post a Job');
    expect(textbox('Company Name')).toHaveValue('Acme');
  });

  it('lets a complete form move between steps with the tabs', async () => {
    const user = await renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('tab', { name: '3. Purchase' }));

    expect(await screen.findByRole('table', { name: 'Order summary' })).toBeInTheDocument();
    expect(selectedStep()).toHaveTextContent('3. Purchase');
  });
});

describe('post a job: preview', () => {
  it('shows the ad as a highlighted card pinned 7 days ahead and valid one month, without shortlist marks', async () => {
    const user = await renderForm();
    await fillForm(user);
    await user.upload(screen.getByLabelText('Company logo'), new File(['png'], 'acme.png', { type: 'image/png' }));
    // The file is read in the background: the form shows it once read, and so will the preview.
    expect(await screen.findByRole('img', { name: 'Company logo preview' })).toHaveAttribute('src', LOGO_PREVIEW);
    const now = jest.spyOn(Date, 'now').mockReturnValue(new Date(2025, 2, 1, 12).getTime());
    try {
      await clickButton(user, 'Next');
      const card = within(await screen.findByTestId('job-card-preview'));

      expect(card.getByRole('heading', { name: 'Senior React Engineer' })).toBeInTheDocument();
      expect(card.getByText('Acme')).toBeInTheDocument();
      expect(card.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', LOGO_PREVIEW);
      expect(card.getByText('Highlighted')).toBeInTheDocument();
      expect(card.getByText('Pinned until Mar 8, 2025')).toBeInTheDocument();
      expect(card.getByText('Valid until Apr 1, 2025')).toBeInTheDocument();
      expect(card.getByText('Worldwide')).toBeInTheDocument();
      expect(card.getByText('react')).toBeInTheDocument();
      expect(card.getByText('typescript')).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'https://acme.example.com/careers');
      expect(card.queryByRole('button', { name: 'Shortlist job' })).not.toBeInTheDocument();
      // The company link would leave the unsaved form.
      expect(card.queryByRole('button', { name: 'Acme' })).not.toBeInTheDocument();
    } finally {
      now.mockRestore();
    }
  });

  it('shows the details beneath the card, and hides them on a click', async () => {
    const user = await renderForm();
    await toPreview(user);

    const details = screen.getByRole('region', { name: 'Details of Senior React Engineer' });
    expect(within(details).getByText(/Build our product\./)).toBeInTheDocument();
    expect(within(details).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(details).getByText('Full-Time')).toBeInTheDocument();
    expect(within(details).getByText('Everything, delivered.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Senior React Engineer' }));
    expect(screen.queryByRole('region', { name: 'Details of Senior React Engineer' })).not.toBeInTheDocument();
  });
});

describe('post a job: purchase', () => {
  it('shows the order summary: $199, tax 0, total $199', async () => {
    const user = await renderForm();
    await toPurchase(user);

    const summary = screen.getByRole('table', { name: 'Order summary' });
    expect(within(summary).getByRole('row', { name: 'Job posting $199' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Tax $0' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total $199' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /renew my ad every 30 days/ })).not.toBeChecked();
    // A visitor's receipt goes to the company email until they change it.
    expect(textbox('Email')).toHaveValue('jobs@acme.example.com');
  });

  it('sends the optional pay with its currency and period, and shows it on the preview card', async () => {
    fetchMock.mockResolvedValue(answer(201, { sessionId: 'session-1', url: CHECKOUT_URL }));
    const user = await renderForm();
    await fillForm(user);
    await user.type(textbox('Pay from (optional)'), '60,000');
    await user.type(textbox('Pay to (optional)'), '75000');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await clickButton(user, 'Next');
    expect(await screen.findByText('€60k–75k a year')).toBeInTheDocument();
    await clickButton(user, 'Next');
    await screen.findByRole('table', { name: 'Order summary' });
    await clickButton(user, 'Place your order');

    await waitFor(() => expect(openCheckoutMock).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(JSON.parse(sentForm().form.get('jobInfo') as string).salary).toEqual({ min: 60000, max: 75000, currency: 'EUR', period: 'year' });
  });

  it('refuses pay that is not an amount, or a range that runs backwards, before going on', async () => {
    const user = await renderForm();
    await fillForm(user);
    await user.type(textbox('Pay from (optional)'), 'lots');
    await user.type(textbox('Pay to (optional)'), '5');
    await clickButton(user, 'Next');
    expect(await screen.findByText('Please give an amount, such as 120000')).toBeInTheDocument();
    await user.clear(textbox('Pay from (optional)'));
    await user.type(textbox('Pay from (optional)'), '90');
    expect(await screen.findByText('The top of the range must not be below its start')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Order summary' })).not.toBeInTheDocument();
  });

  it('Place your order posts the multipart form, trailing blank tags dropped, and goes to the checkout', async () => {
    fetchMock.mockResolvedValue(answer(201, { sessionId: 'session-1', url: CHECKOUT_URL }));
    const user = await renderForm();
    await fillForm(user, { ...COMPLETE_FORM, tags: 'react, node.js, , ' });
    await user.click(screen.getByRole('radio', { name: 'Contract' }));
    const logo = new File(['png'], 'acme.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Company logo'), logo);
    await clickButton(user, 'Next');
    await clickButton(user, 'Next');
    await screen.findByRole('table', { name: 'Order summary' });

    await user.click(screen.getByRole('checkbox', { name: /renew my ad every 30 days/ }));
    expect(within(screen.getByRole('table', { name: 'Order summary' })).getByRole('row', { name: 'Job posting, renewed every 30 days $199' })).toBeInTheDocument();
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'billing@acme.example.com');
    await clickButton(user, 'Place your order');

    await waitFor(() => expect(openCheckoutMock).toHaveBeenCalledWith(CHECKOUT_URL));
    const { url, init, form } = sentForm();
    expect(url).toBe('/api/v1/remotejobs');
    expect(init.method).toBe('POST');
    // A visitor has no token to send.
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(form.get('jobInfo') as string)).toEqual({
      jobTitle: 'Senior React Engineer',
      category: 'Developer',
      jobType: 'Contract',
      description: 'Build our product.\nWork from anywhere.',
      location: 'Worldwide',
      applyUrl: 'https://acme.example.com/careers',
      companyName: 'Acme',
      tags: 'react,node.js',
      company: {
        hq: 'Berlin, Germany',
        email: 'jobs@acme.example.com',
        websiteUrl: 'https://acme.example.com',
        description: 'We make everything.',
        statement: 'Everything, delivered.',
      },
    });
    expect(form.get('priceId')).toBe('job-posting-us');
    expect(form.get('email')).toBe('billing@acme.example.com');
    expect(form.get('autoBump')).toBe('yes');
    expect(form.get('successCallback')).toBe('http://localhost/#/post-job?status=success');
    expect(form.get('cancelCallback')).toBe('http://localhost/#/post-job?status=cancel');
    expect((form.get('company_logo') as File).name).toBe('acme.png');
    expect(screen.getByRole('button', { name: 'Place your order' })).toBeDisabled();
    // What the page back from the checkout names.
    expect(JSON.parse(window.sessionStorage.getItem('postJob.placedOrder') ?? 'null')).toEqual({
      jobTitle: 'Senior React Engineer',
      email: 'billing@acme.example.com',
    });
  });

  it('sends no logo and autoBump no when none is chosen, with the signed-in user’s token and email', async () => {
    fetchMock.mockResolvedValue(answer(201, { sessionId: 'session-2', url: CHECKOUT_URL }));
    const user = await renderForm({ user: createUser({ email: 'ada@example.com' }) });
    await toPurchase(user);
    expect(textbox('Email')).toHaveValue('ada@example.com');

    await clickButton(user, 'Place your order');

    await waitFor(() => expect(openCheckoutMock).toHaveBeenCalledWith(CHECKOUT_URL));
    const { init, form } = sentForm();
    expect(init.headers).toHaveProperty('Authorization', 'Bearer token-of-user-1');
    expect(form.get('company_logo')).toBeNull();
    expect(form.get('autoBump')).toBe('no');
    expect(form.get('email')).toBe('ada@example.com');
  });

  it('keeps the user on the page with the server’s reason when the order is refused', async () => {
    fetchMock.mockResolvedValue(answer(413, { message: 'The company logo must be at most 2 MB' }));
    const user = await renderForm();
    await toPurchase(user);

    await clickButton(user, 'Place your order');

    expect(await screen.findByText('The company logo must be at most 2 MB')).toBeInTheDocument();
    expect(openCheckoutMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Place your order' })).toBeEnabled();
  });

  it('asks for a valid email before ordering', async () => {
    const user = await renderForm();
    await toPurchase(user);

    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'nobody');
    await clickButton(user, 'Place your order');

    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please provide a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the options cannot be shown when the product info fails', async () => {
    const user = await renderForm({ product: 'error' });
    await toPreview(user);

    await clickButton(user, 'Next');

    expect(await screen.findByText('Unable to show subscription options right now, please try again after some time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place your order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Make Changes' })).toBeEnabled();
  });
});

describe('post a job: back from the checkout', () => {
  it('says "Job posted successfully" after a payment, once, and drops the status from the address', async () => {
    const { router } = renderPostJob({ initialEntry: '/post-job?status=success' });
    expect(await screen.findByText('Job posted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.location).toEqual({ pathname: '/post-job', search: '' }));
    expect(screen.getAllByText('Job posted successfully')).toHaveLength(1);
    expect(screen.queryByText('Posting job failed')).not.toBeInTheDocument();
  });

  it('says "Posting job failed" after a cancelled checkout', async () => {
    renderPostJob({ initialEntry: '/post-job?status=cancel' });
    expect(await screen.findByText('Posting job failed')).toBeInTheDocument();
    expect(screen.queryByText('Job posted successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Job posting' })).toBeInTheDocument();
  });

  it('shows a visitor what they bought and where the receipt went, instead of an empty form; Post another job opens the form', async () => {
    const user = userEvent.setup();
    rememberPlacedOrder({ jobTitle: 'Senior React Engineer', email: 'billing@acme.example.com' });
    renderPostJob({ initialEntry: '/post-job?status=success' });

    expect(await screen.findByRole('heading', { name: 'Your ad "Senior React Engineer" is posted' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your receipt went to billing@acme.example.com. Its link signs you in to My job postings, where you can mark the job filled or cancel its auto bump.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job posting' })).not.toBeInTheDocument();
    // Not signed in by paying: My job postings would only ask them to sign in.
    expect(screen.queryByRole('link', { name: 'Open My job postings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post another job' }));
    expect(await screen.findByRole('form', { name: 'Job posting' })).toBeInTheDocument();
    expect(textbox('Job Title')).toHaveValue('');
  });

  it('links a signed-in poster to My job postings, and reads the user again so the menu shows Job Postings', async () => {
    const poster = createUser({ recruiter: false });
    const fresh = jest.fn(() => ({ data: { me: { ...poster, recruiter: true } } }));
    rememberPlacedOrder({ jobTitle: 'Senior React Engineer', email: poster.email });
    const { router } = renderPostJob({
      initialEntry: '/post-job?status=success',
      user: poster,
      mocks: [{ request: { query: SessionUserDocument }, result: fresh }],
    });

    expect(await screen.findByRole('heading', { name: 'Your ad "Senior React Engineer" is posted' })).toBeInTheDocument();
    expect(screen.getByText('Find it in My job postings, where you can mark it filled or cancel its auto bump.')).toBeInTheDocument();
    await waitFor(() => expect(fresh).toHaveBeenCalledTimes(1));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open My job postings' }));
    await waitFor(() => expect(router.location.pathname).toBe('/my-job-postings'));
  });

  it('names no job when the page no longer knows the order (paid in another tab)', async () => {
    renderPostJob({ initialEntry: '/post-job?status=success' });
    expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
    expect(screen.getByText(/^Your receipt went to the email you ordered with\./)).toBeInTheDocument();
  });
});
