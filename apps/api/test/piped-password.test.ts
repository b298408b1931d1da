import { describe, expect, it } from 'vitest';
import { pipedPassword } from '../src/cli/piped-password.js';

describe('create-admin: the password read from standard input', () => {
  it('takes one line, with or without its newline', () => {
    expect(pipedPassword('correct horse battery\n')).toBe('correct horse battery');
    expect(pipedPassword('correct horse battery')).toBe('correct horse battery');
    expect(pipedPassword('correct horse battery\r\n')).toBe('correct horse battery');
  });

  it('takes both answers piped, one per prompt, and stores the password without the newline', () => {
    expect(pipedPassword('correct horse battery\ncorrect horse battery\n')).toBe('correct horse battery');
  });

  it('refuses a repeat that differs and input of more than two lines', () => {
    expect(() => pipedPassword('correct horse battery\ncorrect horse\n')).toThrow('The passwords differ');
    expect(() => pipedPassword('a\na\na\n')).toThrow(/one line/);
  });

  it('keeps spaces inside and around the password, which are part of it', () => {
    expect(pipedPassword('  spaced out  \n')).toBe('  spaced out  ');
  });
});
