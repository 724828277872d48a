// Light and dark themes. The choice (system, light or dark) is a preference of this device,
// kept in localStorage, not part of a shared link: a teacher's projector and a student's
// laptop may want different ones. The page always carries the resolved theme as
// <html data-theme="light|dark">, which styles.css keys its colours on; "system" follows
// prefers-color-scheme and changes with it.

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const storageKey = 'cipherscope.theme';
const changeEvent = 'cipherscope-theme';

/** The stored choice; anything unreadable or unknown is "system". */
export function storedChoice(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ThemeChoice {
  const value = storage?.getItem(storageKey);
  return themeChoices.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function apply(choice: ThemeChoice) {
  const theme = resolveTheme(choice, darkQuery().matches);
  const root = document.documentElement;
  if (root.dataset.theme === theme && root.dataset.themeChoice === choice) return;
  root.dataset.theme = theme;
  root.dataset.themeChoice = choice;
  window.dispatchEvent(new Event(changeEvent));
}

/** Apply the stored choice now (before the first render) and follow the system's scheme. */
export function startTheme() {
  apply(storedChoice());
  darkQuery().addEventListener('change', () => apply(storedChoice()));
}

export function chooseTheme(choice: ThemeChoice) {
  try {
    safeStorage()?.setItem(storageKey, choice);
  } catch {
    // Storage full or refused (private mode): the choice holds for this page only.
  }
  apply(choice);
}

export function currentChoice(): ThemeChoice {
  const value = document.documentElement.dataset.themeChoice;
  return themeChoices.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

/** Calls `listener` whenever the resolved theme or the choice changes; returns the unsubscribe. */
export function onThemeChange(listener: () => void): () => void {
  window.addEventListener(changeEvent, listener);
  return () => window.removeEventListener(changeEvent, listener);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
