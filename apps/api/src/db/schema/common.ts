import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.js';

export const states = pgTable('states', { ...baseColumns, name: varchar('name', { length: 100 }).notNull() });

export const cities = pgTable(
  'cities',
  {
    ...baseColumns,
    name: varchar('name', { length: 100 }).notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('cities_state_id_idx').on(t.stateId)],
);

export const address = pgTable('address', {
  ...baseColumns,
  addressLine1: varchar('address_line_1', { length: 255 }),
  addressLine2: varchar('address_line_2', { length: 255 }),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 100 }),
  zip: varchar('zip', { length: 10 }),
  country: varchar('country', { length: 100 }),
});

export const images = pgTable('images', {
  ...baseColumns,
  imgUrl: text('img_url').notNull(),
  imgAlt: varchar('img_alt', { length: 255 }),
  caption: varchar('caption', { length: 255 }),
  isHeroImage: boolean('isHeroImage').notNull().default(false),
  title: varchar('title', { length: 255 }),
  imageIndex: integer('imageIndex'),
});
