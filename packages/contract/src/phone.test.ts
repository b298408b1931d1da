import { describe, expect, it } from 'vitest';
import { normalizePhone, optionalPhoneSchema } from './phone.js';
import { optionalWebsiteSchema } from './urls.js';

describe('phone numbers are stored in one form', () => {
  it('writes US numbers however typed as (AAA) EEE-NNNN', () => {
    for (const typed of ['2145550182', '214-555-0182', '(214) 555 0182', '+1 214.555.0182', '1-214-555-0182']) {
      expect(normalizePhone(typed)).toBe('(214) 555-0182');
    }
  });

  it('keeps other countries as + and digits, and refuses what is not a phone number', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    for (const bad of ['12', 'call me', '555-0182', '(014) 555-0182', '+0 123 456 789', '214-555-0182 ext 4']) {
      expect(normalizePhone(bad)).toBeNull();
    }
  });

  it('treats blank as no phone in the schema', () => {
    expect(optionalPhoneSchema.parse('  ')).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.safeParse('abc').success).toBe(false);
  });
});

describe('websites', () => {
  it('adds https:// to a bare host and refuses other schemes or hosts without a dot', () => {
    expect(optionalWebsiteSchema.parse('pia.example.com')).toBe('https://pia.example.com');
    expect(optionalWebsiteSchema.parse('http://x.example.org/a?b=1')).toBe('http://x.example.org/a?b=1');
    expect(optionalWebsiteSchema.parse('')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'https://localhost', 'not a url', 'ftp://files.example.com']) {
      expect(optionalWebsiteSchema.safeParse(bad).success).toBe(false);
    }
  });
});
