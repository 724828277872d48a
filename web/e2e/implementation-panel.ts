// The implementation comparison panel's table for a cipher whose choices are LU-1 cores with no
// register inside the compared part (Twofish's S-boxes, RC6's multipliers).
import { expect, type Locator } from '@playwright/test';
import { registryFile } from './registry';

/**
 * The table lists `choices` by name, `current` marked as this core; each row has latency 0 and
 * the key setup `npm run timing` measured on its RTL (registry/measured.json: the first key size,
 * 128 bits, encrypting) for the configuration `idOf(token)`. The measured key setups, in order.
 */
export async function expectChoiceRows(
  panel: Locator,
  choices: { token: string; name: string }[],
  current: string,
  idOf: (token: string) => string,
) {
  const measured = registryFile('measured.json');
  await expect(panel.locator('tbody tr')).toHaveCount(choices.length);
  await expect(panel.locator('tbody th a')).toHaveText(choices.map((c) => c.name));
  await expect(panel.getByTestId(`sbox-row-${current}`)).toContainText('(this core)');
  const keySetups: number[] = [];
  for (const { token } of choices) {
    const row = panel.getByTestId(`sbox-row-${token}`);
    await expect(row.getByTestId('sbox-latency')).toHaveText('0');
    const timing = measured.configurations[idOf(token)].timing[0];
    expect(timing).toMatchObject({ keyBits: 128, direction: 'encrypt' });
    await expect(row.getByTestId('sbox-key-setup')).toHaveText(timing.keySetup.toLocaleString('en'));
    keySetups.push(timing.keySetup);
  }
  return keySetups;
}
