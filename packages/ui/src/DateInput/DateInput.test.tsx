import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, type DateInputProps } from './DateInput';

const texts: Pick<DateInputProps, 'legend' | 'labels' | 'formats'> = {
  legend: 'Date of birth',
  labels: { day: 'Day', month: 'Month', year: 'Year' },
  formats: { day: 'DD', month: 'MM', year: 'YYYY' },
};

describe('DateInput', () => {
  it('is a group of three labelled numeric inputs', () => {
    render(<DateInput {...texts} birthday />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const day = screen.getByRole('textbox', { name: 'Day (DD)' });
    expect(group).toContainElement(day);
    expect(day).toHaveAttribute('inputmode', 'numeric');
    expect(day).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByRole('textbox', { name: 'Month (MM)' })).toHaveAttribute('maxlength', '2');
    expect(screen.getByRole('textbox', { name: 'Year (YYYY)' })).toHaveAttribute('maxlength', '4');
  });

  it('reports the parts and the parse result while typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<DateInput {...texts} onChange={onChange} />);
    await user.tab();
    await user.keyboard('07');
    await user.tab();
    await user.keyboard('03');
    await user.tab();
    await user.keyboard('1990');
    expect(onChange).toHaveBeenLastCalledWith(
      { day: '07', month: '03', year: '1990' },
      { ok: true, date: { year: 1990, month: 3, day: 7 } },
    );
  });

  it('advances focus when asked to', async () => {
    const user = userEvent.setup();
    render(<DateInput {...texts} autoAdvance />);
    await user.click(screen.getByRole('textbox', { name: 'Day (DD)' }));
    await user.keyboard('3102');
    expect(screen.getByRole('textbox', { name: 'Day (DD)' })).toHaveValue('31');
    expect(screen.getByRole('textbox', { name: 'Month (MM)' })).toHaveValue('02');
    expect(screen.getByRole('textbox', { name: 'Year (YYYY)' })).toHaveFocus();
  });

  it('shows one error for the group once focus leaves it, not while moving inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DateInput {...texts} required requiredMessage="Please fill in this field." invalidMessage="Please enter a valid date." />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard('31');
    await user.tab();
    await user.keyboard('02');
    expect(screen.queryByText('Please enter a valid date.')).not.toBeInTheDocument();
    await user.tab();
    await user.keyboard('1990');
    await user.tab();
    expect(screen.getAllByText('Please enter a valid date.')).toHaveLength(1);
    for (const name of ['Day (DD)', 'Month (MM)', 'Year (YYYY)']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Please enter a valid date.');
    }
  });

  it("always shows the caller's error (range, mismatch)", () => {
    render(
      <DateInput
        {...texts}
        defaultValue={{ day: '01', month: '01', year: '2020' }}
        error="Please choose a birth date between 14.05.1906 and 14.05.2008"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Year (YYYY)' })).toHaveAccessibleDescription(
      'Please choose a birth date between 14.05.1906 and 14.05.2008',
    );
  });
});
