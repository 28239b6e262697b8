import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ButtonPager, NumberedPager } from './pager';

const texts = (page: number, pages: number) => ({
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  status: `Page ${page} of ${pages}`,
  pageN: (n: number) => `Page ${n}`,
});

describe('the numbered pager', () => {
  const numbered = (page: number, pages: number) => () => (
    <NumberedPager
      block="pager"
      page={page}
      pages={pages}
      href={(n) => `/blogpages?page=${n}`}
      texts={texts(page, pages)}
      formatNumber={String}
    />
  );

  it('shows the first, the last and two either side of the current page, with gaps between', () => {
    renderRoute(numbered(7, 20), { url: '/blogpages?page=7' });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const numbers = within(nav)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((a) => a.textContent);
    expect(numbers).toEqual(['1', '5', '6', '7', '8', '9', '20']);
    expect(nav.querySelectorAll('.pager__gap')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 8' }).hasAttribute('aria-current')).toBe(false);
  });

  it('has no previous link on the first page, and its links keep the Arabic page in Arabic', () => {
    renderRoute(numbered(1, 3), { url: '/ar/blogpages', locale: 'ar' });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(
      within(nav)
        .getByText(/Previous/)
        .closest('[aria-disabled="true"]'),
    ).not.toBeNull();
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/ar/blogpages?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/ar/blogpages?page=3');
  });

  it('goes to the page whose number is clicked', async () => {
    const { location } = renderRoute(numbered(2, 5), { url: '/blogpages?page=2' });
    fireEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(await screen.findByText('/blogpages?page=4')).toBeTruthy();
    expect(location()).toBe('/blogpages?page=4');
  });
});

describe('the button pager', () => {
  it('asks for the next and previous page, and cannot step past either end', () => {
    const onPage = vi.fn();
    renderRoute(() => <ButtonPager block="pager" page={1} pages={3} onPage={onPage} texts={texts(1, 3)} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('at the last page only goes back; a single page shows no pager at all', () => {
    const onPage = vi.fn();
    renderRoute(() => (
      <>
        <ButtonPager block="last" page={3} pages={3} onPage={onPage} texts={texts(3, 3)} />
        <ButtonPager block="single" page={1} pages={1} onPage={onPage} texts={{ ...texts(1, 1), label: 'Single' }} />
      </>
    ));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.queryByRole('navigation', { name: 'Single' })).toBeNull();
  });
});
