import { z } from 'zod';

/**
 * An optional website: blank means none; "example.com" gets "https://" put in front. Only http(s) links
 * with a real host name are accepted (no "javascript:" or "localhost" links on a public profile).
 */
export const optionalWebsiteSchema = z
  .string()
  .max(2048, 'Use at most 2048 characters')
  .nullish()
  .transform((v, ctx) => {
    const text = v?.trim();
    if (!text) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
    let url: URL | null = null;
    try {
      url = new URL(withScheme);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !/^[^.]+(\.[^.]+)+$/.test(url.hostname) || /\s/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid web address, e.g. https://example.com' });
      return z.NEVER;
    }
    return withScheme;
  });
