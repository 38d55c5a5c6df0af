import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const options = [
  { value: 'permanent', label: 'Permanent' },
  { value: 'intern', label: 'Intern' },
];

describe('Select', () => {
  it('is a labelled native select that the keyboard changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Select label="Employment type" options={options} placeholder="Please choose" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Employment type' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'intern');
    expect(select).toHaveValue('intern');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows the required error only after the visitor left it empty', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Department" options={options} placeholder="Please choose" required requiredMessage="Please choose an option." />,
    );
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(screen.queryByText('Please choose an option.')).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await user.tab();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose an option.');
    await user.selectOptions(select, 'permanent');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please choose an option.')).not.toBeInTheDocument();
  });

  it('shows the required error when its form is submitted', () => {
    render(
      <form>
        <Select label="Department" options={options} placeholder="Please choose" required requiredMessage="Please choose an option." />
      </form>,
    );
    fireEvent.invalid(screen.getByRole('combobox', { name: 'Department' }));
    expect(screen.getByText('Please choose an option.')).toBeInTheDocument();
  });

  it('shows the required error when told the form was submitted', () => {
    render(<Select label="Department" options={options} placeholder="-" required requiredMessage="Choose" submitted />);
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Choose');
  });

  it("shows errorMessage whenever state is 'error', even with a value", () => {
    render(
      <Select label="Country" options={options} defaultValue="intern" state="error" errorMessage="Not available" hint="Where you live" />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live Not available');
  });
});
