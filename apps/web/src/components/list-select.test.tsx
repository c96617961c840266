import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ListSelect, type ListOption } from './list-select';

const religions: ListOption[] = [
  { value: 0, label: 'Any' },
  { value: 296, label: 'Buddhist' },
  { value: 65, label: 'Hindu <& "Saiva">' },
];

function Chooser({ options = religions, start = 0 }: { options?: ListOption[]; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="re">Religion</label>
      <ListSelect id="re" options={options} value={value} onChange={(event) => setValue(Number(event.target.value))} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue(0)}>
        Clear
      </button>
    </>
  );
}

describe('ListSelect', () => {
  it('is drawn on the server with its choice marked and its words escaped', () => {
    const html = renderToString(<ListSelect options={religions} value={65} onChange={() => {}} />);
    expect(html).toContain('<option value="65" selected>Hindu &lt;&amp; &quot;Saiva&quot;&gt;</option>');
    expect(html).toContain('<option value="296">Buddhist</option>');
  });

  it('follows a choice and a change of value, keeping its options as they are', async () => {
    const user = userEvent.setup();
    render(<Chooser start={296} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Religion');
    expect(select.value).toBe('296');
    const hindu = screen.getByRole('option', { name: 'Hindu <& "Saiva">' });
    await user.selectOptions(select, '65');
    expect(screen.getByRole('status')).toHaveTextContent('65');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(select.value).toBe('0');
    expect(screen.getByRole('option', { name: 'Hindu <& "Saiva">' })).toBe(hindu);
  });

  it('writes its options again, keeping the choice, when their words change', () => {
    const { rerender } = render(
      <ListSelect aria-label="Religion" options={religions} value={296} onChange={() => {}} />,
    );
    rerender(
      <ListSelect
        aria-label="Religion"
        options={[religions[0]!, { value: 296, label: 'බෞද්ධ' }, religions[2]!]}
        value={296}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('option', { name: 'බෞද්ධ' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLSelectElement>('Religion').value).toBe('296');
  });
});
