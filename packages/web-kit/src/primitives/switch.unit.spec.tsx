import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/theme-root.js';
import { Switch } from './switch.js';

afterEach(cleanup);

function LabelledSwitch() {
  const [on, setOn] = useState(false);
  return (
    <ThemeRoot>
      <label htmlFor="admin">Admin</label>
      <Switch id="admin" checked={on} onCheckedChange={setOn} />
    </ThemeRoot>
  );
}

describe('Switch', () => {
  it('is a switch named by its label that flips on every click, the label included', () => {
    render(<LabelledSwitch />);
    const control = screen.getByRole('switch', { name: 'Admin' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Admin'));
    expect(control.getAttribute('aria-checked')).toBe('false');
  });
});
