import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from '../Pager';

function renderPager(page: number, total = 100, pageSize = 10) {
  const onChange = jest.fn();
  const view = render(<Pager page={page} pageSize={pageSize} total={total} onChange={onChange} />);
  return { ...view, onChange };
}

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /page \d+$/ }).map((button) => Number(button.textContent));

describe('Pager', () => {
  it.each([
    [10, 10],
    [3, 10],
    [0, 10],
  ])('renders nothing for %i items at %i per page', (total, pageSize) => {
    const { container } = renderPager(1, total, pageSize);
    expect(container).toBeEmptyDOMElement();
  });

  it('appears once the items spill onto a second page', () => {
    renderPager(1, 11, 10);
    expect(pageNumbers()).toEqual([1, 2]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5]],
    [2, [1, 2, 3, 4, 5]],
    [5, [3, 4, 5, 6, 7]],
    [9, [6, 7, 8, 9, 10]],
    [10, [6, 7, 8, 9, 10]],
  ])('on page %i of 10 shows the links %j', (page, expected) => {
    renderPager(page);
    expect(pageNumbers()).toEqual(expected);
  });

  it('counts a partly filled last page', () => {
    renderPager(3, 21, 10);
    expect(pageNumbers()).toEqual([1, 2, 3]);
  });

  it('marks only the current page', () => {
    renderPager(4);
    expect(screen.getByRole('button', { name: 'page 4' })).toHaveAttribute('aria-current', 'page');
    const others = screen.getAllByRole('button', { name: /^Go to page/ });
    expect(others).toHaveLength(4);
    others.forEach((button) => expect(button).not.toHaveAttribute('aria-current'));
  });

  it('asks for the clicked page', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPager(1);
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('asks for the neighbouring pages with previous and next', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPager(5);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange.mock.calls).toEqual([[4], [6]]);
  });

  it('disables previous on the first page and next on the last', () => {
    renderPager(1);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('disables next on the last page', () => {
    renderPager(10);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  });
});
