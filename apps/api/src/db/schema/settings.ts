import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.js';

export const settings = pgTable(
  'settings',
  {
    ...baseColumns,
    name: varchar('name', { length: 150 }).notNull(),
    settingKey: varchar('setting_key', { length: 100 }).notNull(),
    settingsValue: text('settings_value'),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('settings_key_unique')
      .on(t.settingKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const socialLinks = pgTable('social_links', {
  ...baseColumns,
  fbUrl: text('fb_url'),
  twitterUrl: text('twitter_url'),
  linkedinUrl: text('linkedin_url'),
});
