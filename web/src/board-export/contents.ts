import { grouped } from '../numbers';
// What the dialog says a project holds before it is saved: its files grouped by their first
// folder (hdl/, host/, …), and the command that makes the same zip on a checkout.

/** "hdl/" with its file count, then single files, in the zip's order. */
export function fileGroups(paths: Iterable<string>): { name: string; files: number }[] {
  const groups = new Map<string, number>();
  for (const p of [...paths].sort()) {
    const name = p.includes('/') ? `${p.slice(0, p.indexOf('/'))}/` : p;
    groups.set(name, (groups.get(name) ?? 0) + 1);
  }
  return [...groups].map(([name, files]) => ({ name, files }));
}

/** The `npm run export` command that writes the same zip (with its fit check first). */
export function exportCommand(boardId: string, configId: string, key: string | undefined, fileName: string): string {
  return `npm run export -- --board ${boardId} --config ${configId}${key ? ` --key ${key}` : ''} --out ${fileName}`;
}

/** 181,234 bytes → "177 KiB". */
export function kib(bytes: number): string {
  return `${grouped(Math.max(1, Math.round(bytes / 1024)))} KiB`;
}
