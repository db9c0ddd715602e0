import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { JobCategoryTeaser } from '../components/JobCategoryTeaser';

describe('category page for visitors', () => {
  it('names the category and offers sign up and sign in', async () => {
    renderPage(<JobCategoryTeaser />, { path: '/remote-jobs/:categorySlug', initialEntry: '/remote-jobs/customer-support' });

    expect(await screen.findByRole('heading', { name: 'Customer Support Remote Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});
