import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/** Master lists whose rows are just a name and the slug the seed upserts by. */
const namedTables = [
  'learning_categories',
  'learning_units',
  'professions',
  'topics',
  'fields',
  'growth_path_skills',
  'growth_path_categories',
  'employee_statuses',
  'business_units',
] as const

async function up(db: MigrationDb): Promise<void> {
  for (const name of namedTables) {
    await withId(db, db.schema.createTable(name))
      .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .execute()
  }

  await withId(db, db.schema.createTable('company_locations'))
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('city', 'varchar(120)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('employees'))
    .addColumn('username', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('given_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('family_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('full_name', 'varchar(240)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('position', 'varchar(200)')
    .addColumn('business_unit_id', 'integer', (col) => col.notNull().references('business_units.id').onDelete('restrict'))
    .addColumn('employee_status_id', 'integer', (col) => col.notNull().references('employee_statuses.id').onDelete('restrict'))
    .addColumn('company_location_id', 'integer', (col) =>
      col.notNull().references('company_locations.id').onDelete('restrict'),
    )
    .addColumn('profile_image', 'varchar(500)')
    .addColumn('bio', 'text')
    .addColumn('joined_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('employees_business_unit_idx').on('employees').column('business_unit_id').execute()

  await withId(db, db.schema.createTable('banners'))
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(400)')
    .addColumn('image_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('link_url', 'varchar(500)')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('banners').execute()
  await db.schema.dropTable('employees').execute()
  await db.schema.dropTable('company_locations').execute()
  for (const name of [...namedTables].reverse()) await db.schema.dropTable(name).execute()
}

export const foundation: Migration = { up, down }
