/**
 * Gitlab::Utils::DeepSize's limits on a notification: GitLab measures Ruby object size (1 MB) and
 * nesting depth (100); here the raw body's bytes stand for the size.
 */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
export const MAX_PAYLOAD_DEPTH = 100;

/** Whether the parsed JSON nests deeper than the limit (iterative: a hostile body cannot overflow the stack). */
export function isTooDeep(value: unknown, limit = MAX_PAYLOAD_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
