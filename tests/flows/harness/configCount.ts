/**
 * An independent count of a machine's states and transitions, read from the raw config object
 * given to `createMachine` (not from XState's state nodes, which the harness reads): every state
 * below the root, and every transition written in `on`, `always`, `after`, an invoke's
 * `onDone`/`onError` and a state's `onDone` (each array entry is one transition, a guarded branch
 * included).
 */
type Config = Record<string, unknown>;

function entries(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.length : 1;
}

function transitionsIn(map: unknown): number {
  if (!map || typeof map !== 'object') return 0;
  return Object.values(map as Config).reduce<number>((sum, value) => sum + entries(value), 0);
}

export function countConfig(config: Config): { states: number; transitions: number } {
  let states = 0;
  let transitions = 0;
  const visit = (node: Config) => {
    transitions += transitionsIn(node.on) + entries(node.always) + transitionsIn(node.after) + entries(node.onDone);
    const invokes = node.invoke === undefined ? [] : Array.isArray(node.invoke) ? node.invoke : [node.invoke];
    for (const invoke of invokes as Config[]) transitions += entries(invoke.onDone) + entries(invoke.onError);
    for (const child of Object.values((node.states ?? {}) as Record<string, Config>)) {
      states += 1;
      visit(child);
    }
  };
  visit(config);
  return { states, transitions };
}
