import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../src/components/ui/FormField';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import type { Locale } from '../../src/i18n/locale';

function Notes({ max = 50, countCharacters = true, hint }: { max?: number; countCharacters?: boolean; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="Notes" hint={hint} countCharacters={countCharacters}>
      <textarea maxLength={max} value={value} onChange={(event) => setValue(event.target.value)} />
    </FormField>
  );
}

const renderIn = (locale: Locale, ui: React.ReactNode) => render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);

describe('FormField: characters left near the limit', () => {
  it('shows nothing until 80% of maxLength is used, then the count, tied to the field', async () => {
    const user = userEvent.setup();
    renderIn('en', <Notes hint="Optional." />);
    const notes = screen.getByLabelText('Notes');
    await user.type(notes, 'a'.repeat(39));
    expect(screen.queryByText(/characters left/i)).not.toBeInTheDocument();
    expect(notes).toHaveAccessibleDescription('Optional.');
    await user.type(notes, 'a');
    expect(screen.getByText('Characters left: 10')).toBeInTheDocument();
    expect(notes).toHaveAccessibleDescription('Optional. Characters left: 10');
    await user.type(notes, 'a'.repeat(20));
    // The control stops at its maxLength.
    expect(notes).toHaveValue('a'.repeat(50));
    expect(notes).toHaveAccessibleDescription('Optional. Characters left: 0');
  });

  it('says it in Hindi on a Hindi page', async () => {
    const user = userEvent.setup();
    renderIn('hi', <Notes max={10} />);
    await user.type(screen.getByLabelText('Notes'), 'नमस्ते जी');
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('बचे हुए अक्षर: 1');
  });

  it('counts only when asked (a fixed-length code needs no count)', async () => {
    const user = userEvent.setup();
    renderIn('en', <Notes max={6} countCharacters={false} />);
    await user.type(screen.getByLabelText('Notes'), '41100');
    expect(screen.queryByText(/characters left/i)).not.toBeInTheDocument();
  });
});
