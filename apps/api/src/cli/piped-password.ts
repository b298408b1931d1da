/**
 * The password given on standard input, one answer per line as at the terminal's two prompts: the first line is
 * the password, a second (the repeat) must match it. Reading the whole input as the password stored "pw\npw"
 * when both answers were piped, and sign-in then failed.
 */
export function pipedPassword(text: string): string {
  const lines = text.split(/\r?\n/);
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length > 2) throw new Error('Give the password on one line (and, if you like, its repeat on the next)');
  const [password, repeat] = lines;
  if (repeat !== undefined && repeat !== password) throw new Error('The passwords differ');
  return password;
}
