import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { ApiRequestError } from '../../lib/api/api-client';
import { usePublishPauses, type PublishChoice } from './publish-pauses';

/** A price about 100 times the area's usual, as the server answers it (409 `price_typo`, issue 41). */
const typo = new ApiRequestError(409, {
  statusCode: 409,
  code: 'price_typo',
  message: 'This price is about 100 times what homes like this one ask here.',
  fields: {
    price: 'listing_alerts.price_typo_high',
    usual_price: '27500000',
    currency: 'PKR',
    factor: '100',
  },
});

function Publishing({ error, log }: { error: unknown; log: string[] }) {
  const pauses = usePublishPauses(
    (choice: PublishChoice) => log.push(`submit ${JSON.stringify(choice)}`),
    () => log.push('fix price'),
  );
  return (
    <>
      <button type="button" onClick={() => log.push(`paused ${pauses.pausedBy(error)}`)}>
        Publish
      </button>
      {pauses.dialogs}
    </>
  );
}

describe('a publication paused on a price typo', () => {
  it('names how far off the price is and the usual price, and publishes for review when confirmed', () => {
    const log: string[] = [];
    renderRoute(() => <Publishing error={typo} log={log} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Check the price' });
    expect(dialog.textContent).toContain('about 100 times what homes like this one ask here');
    expect(dialog.textContent).toMatch(/usually ask about PKR\s2\.75\scrore/);
    fireEvent.click(screen.getByRole('button', { name: 'The price is right' }));
    expect(log).toEqual(['paused true', 'submit {"priceConfirmed":true}']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Fix the price" goes back to the price and submits nothing', () => {
    const log: string[] = [];
    renderRoute(() => <Publishing error={typo} log={log} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fix the price' }));
    expect(log).toEqual(['paused true', 'fix price']);
  });

  it('another error is not a pause', () => {
    const log: string[] = [];
    renderRoute(() => <Publishing error={new ApiRequestError(400, undefined)} log={log} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(log).toEqual(['paused false']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
