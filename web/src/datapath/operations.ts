// What an operation box says and whether a key wire goes to it, from the operation kinds the
// ciphers' plug-ins register (CipherDatapath's `operations`): a kind is its cipher's, named
// once in all the plug-ins, and described only there.
import { cipherPlugins } from '../ciphers';
import type { Operation, OperationKind } from './structure';

let registered: Map<string, OperationKind> | null = null;

/** Every plug-in's operation kinds by name; throws if two plug-ins describe the same kind differently. */
export function operationKinds(): ReadonlyMap<string, OperationKind> {
  if (registered) return registered;
  const kinds = new Map<string, OperationKind>();
  for (const plugin of cipherPlugins) {
    for (const [kind, entry] of Object.entries(plugin.datapath?.operations ?? {})) {
      // The members of a family (SIMON 64 and 128) share one description of their kinds.
      if (kinds.has(kind) && kinds.get(kind) !== entry)
        throw new Error(`datapath: two cipher plug-ins register the operation kind '${kind}'`);
      kinds.set(kind, entry);
    }
  }
  return (registered = kinds);
}

function kindOf(operation: Operation): OperationKind {
  const kind = operationKinds().get(operation.kind);
  if (!kind) throw new Error(`datapath: no cipher plug-in registers the operation kind '${operation.kind}'`);
  return kind;
}

/** The label and detail line of an operation box, in its cipher's words. */
export function describeOperation<Op extends Operation>(operation: Op): { label: string; detail: string } {
  return kindOf(operation).describe(operation);
}

/** Whether an operation takes a round key: the key schedule's wires go to it. */
export function takesRoundKey<Op extends Operation>(operation: Op): boolean {
  return kindOf(operation).takesRoundKey?.(operation) ?? false;
}
