import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markets } from '../../../services/markets/markets';
import { DateText } from '../../../ui/shared/DateText';
import { formatDate } from '../../../ui/shared/money';

// A phone in Mexico City (UTC-6): "2027-02-20" read as UTC midnight is 19 February there.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Mexico_City';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('dates on a phone west of Greenwich', () => {
  it('the phone is in Mexico City for these tests', () => {
    expect(new Date('2027-02-20').getDate()).toBe(19);
  });

  it('a calendar day from the server is shown as that day', () => {
    expect(formatDate('2027-02-20', markets.mx)).toMatch(/^20 feb\.? 2027$/);
    expect(formatDate('2027-02-20', markets.ng)).toMatch(/^20 Feb 2027$/);
  });

  it('a moment is shown in the phone’s time zone', () => {
    expect(formatDate(Date.UTC(2027, 1, 20, 3, 0), markets.mx)).toMatch(/^19 feb\.? 2027$/);
  });

  it('the <time> element carries the same day', () => {
    render(<DateText value="2027-02-20" market={markets.mx} />);
    const time = screen.getByText(/20 feb/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2027-02-20');
  });

  it('a day the month does not have is a dash, not the first days of the next month', () => {
    expect(formatDate('2026-02-30', markets.mx)).toBe('—');
    expect(formatDate('2026-04-31', markets.ng)).toBe('—');
    expect(formatDate('2028-02-29', markets.ng)).toMatch(/^29 Feb 2028$/);
  });

  it('a date that cannot be read is a dash, with no datetime', () => {
    render(<DateText value="2027-02-31x" market={markets.mx} />);
    expect(screen.getByText('—')).not.toHaveAttribute('datetime');
  });
});
