// @vitest-environment happy-dom
import { renderInteractive } from '@web/test-utils/render-interactive';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

/** The field in a form of one value, shown as text the way a form would submit it. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField legend="Target date" value={value} onChange={setValue} />
      <output aria-label="Submitted value">{value}</output>
    </>
  );
}

const submitted = (getByRole: (role: string, options: { name: string }) => HTMLElement) =>
  getByRole('status', { name: 'Submitted value' }).textContent;

function optionTexts(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.text);
}

// Years the field offers whatever year the tests run in (it offers this year - 5 to + 50).
const THIS_YEAR = new Date().getFullYear();
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const LEAP_YEAR = Array.from({ length: 8 }, (_, i) => THIS_YEAR + 1 + i).find(isLeap) as number;
const COMMON_YEAR = LEAP_YEAR + 1;

describe('the date field', () => {
  it('gives YYYY-MM-DD once day, month and year are chosen, and nothing before', async () => {
    const { user, getByRole, getByText } = await renderInteractive(<Harness />);
    expect(getByRole('group', { name: 'Target date' })).toBeTruthy();

    await user.selectOptions(getByRole('combobox', { name: 'Day' }), '15');
    await user.selectOptions(getByRole('combobox', { name: 'Month' }), 'June');
    expect(submitted(getByRole)).toBe('');
    expect(getByText('Choose the day, month and year to set the date.')).toBeTruthy();

    await user.selectOptions(getByRole('combobox', { name: 'Year' }), String(THIS_YEAR + 4));
    expect(submitted(getByRole)).toBe(`${THIS_YEAR + 4}-06-15`);
  });

  it('writes Thai month names and the Buddhist-era year, yet stores the Gregorian date', async () => {
    const { user, getByRole } = await renderInteractive(<Harness />, { language: 'th' });
    const month = getByRole('combobox', { name: 'เดือน' });
    const year = getByRole('combobox', { name: 'ปี' });
    expect(optionTexts(month)[0]).toBe('มกราคม');

    await user.selectOptions(getByRole('combobox', { name: 'วัน' }), '5');
    await user.selectOptions(month, 'มกราคม');
    await user.selectOptions(year, String(THIS_YEAR + 1 + 543));
    expect((year as HTMLSelectElement).selectedOptions[0]?.text).toBe(String(THIS_YEAR + 1 + 543));
    expect(submitted(getByRole)).toBe(`${THIS_YEAR + 1}-01-05`);
  });

  it('offers only the days February has, and keeps a chosen day real', async () => {
    const { user, getByRole } = await renderInteractive(<Harness />);
    const day = getByRole('combobox', { name: 'Day' });
    await user.selectOptions(day, '31');
    await user.selectOptions(getByRole('combobox', { name: 'Month' }), 'February');
    await user.selectOptions(getByRole('combobox', { name: 'Year' }), String(COMMON_YEAR));
    expect(optionTexts(day)).toHaveLength(28);
    expect(submitted(getByRole)).toBe(`${COMMON_YEAR}-02-28`);

    await user.selectOptions(getByRole('combobox', { name: 'Year' }), String(LEAP_YEAR));
    expect(optionTexts(day)).toHaveLength(29);
    expect(optionTexts(day).at(-1)).toBe('29');
  });

  it('shows a date it is given, its year offered even when far away, and clears it', async () => {
    const { user, getByRole, queryByRole } = await renderInteractive(<Harness initial="1999-12-31" />);
    expect((getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).value).toBe('31');
    expect((getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('12');
    const year = getByRole('combobox', { name: 'Year' });
    expect(optionTexts(year)[0]).toBe('1999');
    await user.selectOptions(year, String(new Date().getFullYear()));
    expect(optionTexts(year)[0]).toBe('1999');

    await user.click(getByRole('button', { name: 'Clear date' }));
    expect(submitted(getByRole)).toBe('');
    expect((getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('');
    expect(queryByRole('button', { name: 'Clear date' })).toBeNull();
    expect(document.activeElement).toBe(getByRole('combobox', { name: 'Day' }));
  });
});
