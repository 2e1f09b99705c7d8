// Checks an operation's x-transition ({ machine, from, to }, ADR 061): the machine is a status schema of
// the bundle with an enum, `from` lists states of it, `to` is one state or the list a decision field
// chooses from, and the operation documents the 409 an illegal transition answers.
export default function pathwayTransition(operation, _options, context) {
  if (operation === null || typeof operation !== 'object' || operation['x-transition'] === undefined) return [];
  const transition = operation['x-transition'];
  const at = [...context.path, 'x-transition'];
  if (transition === null || typeof transition !== 'object' || Array.isArray(transition)) {
    return [{ message: '`x-transition` must be { machine, from, to }.', path: at }];
  }
  const { machine, from, to } = transition;
  const schema = context.document.data.components?.schemas?.[machine];
  if (!schema || !Array.isArray(schema.enum)) {
    return [
      {
        message: `\`${String(machine)}\` is not a status schema (a component with an enum).`,
        path: [...at, 'machine'],
      },
    ];
  }
  const states = new Set(schema.enum);
  const results = [];
  const extra = Object.keys(transition).filter((key) => !['machine', 'from', 'to'].includes(key));
  if (extra.length > 0) results.push({ message: `\`x-transition\` has unknown keys: ${extra.join(', ')}.`, path: at });
  if (!Array.isArray(from) || from.length === 0) {
    results.push({ message: '`from` must be a non-empty list of states.', path: [...at, 'from'] });
  } else {
    for (const state of from) {
      if (!states.has(state))
        results.push({ message: `\`${String(state)}\` is not a state of ${machine}.`, path: [...at, 'from'] });
    }
  }
  const targets = Array.isArray(to) ? to : [to];
  if (targets.length === 0) results.push({ message: '`to` must name a state.', path: [...at, 'to'] });
  for (const state of targets) {
    if (!states.has(state))
      results.push({ message: `\`${String(state)}\` is not a state of ${machine}.`, path: [...at, 'to'] });
  }
  if (!operation.responses?.['409']) {
    results.push({
      message: 'an operation that moves a state documents 409 (illegal transition).',
      path: [...context.path, 'responses'],
    });
  }
  return results;
}
