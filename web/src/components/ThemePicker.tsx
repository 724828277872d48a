// System, light or dark: three radio buttons in the page's header (src/theme/theme.ts).
import { useSyncExternalStore } from 'react';
import { chooseTheme, currentChoice, onThemeChange, themeChoices, type ThemeChoice } from '../theme/theme';

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function ThemePicker() {
  const choice = useSyncExternalStore(onThemeChange, currentChoice);
  return (
    <fieldset className="theme-picker" data-testid="theme-picker">
      <legend>Theme</legend>
      {themeChoices.map((c) => (
        <label key={c}>
          <input type="radio" name="theme" value={c} checked={choice === c} onChange={() => chooseTheme(c)} />
          {labels[c]}
        </label>
      ))}
    </fieldset>
  );
}
