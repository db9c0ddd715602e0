import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { JobCategoryTeaser } from '../components/JobCategoryTeaser';

describe('category page for visitors', () => {
  it('names the category and offers sign up and sign in', async () => {
    renderPage(<JobCategoryTeaser />, { path: '/remote-jobs/:categorySlug', initialEntry: '/remote-jobs/customer-support' });

    expect(await screen.findByRole('heading', { name: 'Customer Support Remote Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    // The category's public page shows its jobs without an account.
    expect(screen.getByRole('link', { name: 'See the newest Customer Support jobs' })).toHaveAttribute('href', '/remote-customer-support-jobs');
  });

  it('offers no public page for a category that does not exist', async () => {
    renderPage(<JobCategoryTeaser />, { path: '/remote-jobs/:categorySlug', initialEntry: '/remote-jobs/astronauts' });
    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See the newest/ })).not.toBeInTheDocument();
  });
});
