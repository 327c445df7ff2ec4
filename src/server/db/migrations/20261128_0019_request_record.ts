import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** shared/names.ts's surnameFirst of a user row (as db/names-sql.ts writes it on this day). */
const surnameFirst = (person: string) => `case
  when coalesce(${person}.last_name, '') <> '' and coalesce(${person}.first_name, '') <> '' then ${person}.last_name || ' ' || ${person}.first_name
  when coalesce(${person}.last_name, '') <> '' then ${person}.last_name
  when coalesce(${person}.first_name, '') <> '' then ${person}.first_name
end`;

/** A request's record as the API answers it (the fields of ZRequest in toRequest's order), from the row r. */
const RECORD = `select row_to_json(rec)::text from (select
    r.id as "id", r.company_id as "companyId", r.client_id as "clientId", c.name as "clientName",
    r.site_id as "siteId", s.name as "siteName", r.created_by as "createdBy", ${surnameFirst('creator')} as "createdByName",
    r.service_type as "serviceType", r.title as "title", r.description as "description",
    r.start_date as "startDate", r.end_date as "endDate", r.time_slots::json as "timeSlots",
    r.headcount as "headcount", r.armed = 1 as "armed", r.rounds_per_day as "roundsPerDay", r.status as "status",
    r.handled_by as "handledBy", ${surnameFirst('handler')} as "handledByName", r.reject_reason as "rejectReason",
    r.post_id as "postId", (select count(*) from shift where shift.request_id = r.id) as "shiftCount",
    coalesce((select ('[' || string_agg(row_to_json(f)::text, ',' order by a.id) || ']')::json
      from service_request_attachment a cross join lateral (select a.id as "id", a.file_name as "fileName", a.mime_type as "mimeType",
        a.size as "size", ${instant('a.created_at')} as "createdAt") f
      where a.request_id = r.id), '[]'::json) as "attachments",
    ${instant('r.created_at')} as "createdAt", ${instant('r.updated_at')} as "updatedAt"
  from client c
    left join client_site s on s.id = r.site_id
    left join "user" creator on creator.id = r.created_by
    left join "user" handler on handler.id = r.handled_by
  where c.id = r.client_id) rec`;

/**
 * PostgreSQL: each request keeps its record as the client's list answers it (list_record, the
 * JSON text), written by the database whenever something it shows changes, so that a client's
 * list read afresh joins 25 texts instead of writing 25 records (request/requests/list-page.ts).
 * - service_request: the record is written before every insert and update of the row;
 * - the rows it shows from other tables rewrite the records they appear in: an attachment added,
 *   changed or removed; a shift linked to the request or unlinked; the client's or the site's name;
 *   the name of the user who created or handles it.
 * service_request_list_record(r) writes one; the list falls back on it for a row without one.
 * The other tables' triggers only mark the record (list_record = null), so that it is always
 * written by the row's own trigger, which runs once the row is locked and reads with a snapshot
 * taken then: of two transactions changing one request at once, the second to write its record
 * waits for the first and sees what it committed.
 * SQLite writes the records at each reading: its list meets its target without them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table service_request add column list_record text`.execute(db);
  await sql.raw(`create function service_request_list_record(r service_request) returns text language sql stable as $$ ${RECORD} $$`).execute(db);
  await sql`create function service_request_record_write() returns trigger language plpgsql as $$
    begin
      new.list_record := service_request_list_record(new);
      return new;
    end $$`.execute(db);
  await sql`create trigger service_request_record before insert or update on service_request
    for each row execute function service_request_record_write()`.execute(db);

  await sql`create function service_request_record_touch() returns trigger language plpgsql as $$
    begin
      if tg_table_name in ('shift', 'service_request_attachment') then
        if tg_op <> 'INSERT' then update service_request set list_record = null where id = old.request_id; end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.request_id is distinct from old.request_id) then
          update service_request set list_record = null where id = new.request_id;
        end if;
      elsif tg_table_name = 'client' then
        update service_request set list_record = null where client_id = new.id;
      elsif tg_table_name = 'client_site' then
        update service_request set list_record = null where site_id = new.id;
      elsif tg_table_name = 'user' then
        update service_request set list_record = null where created_by = new.id or handled_by = new.id;
      end if;
      return null;
    end $$`.execute(db);
  const touch = sql`for each row execute function service_request_record_touch()`;
  await sql`create trigger service_request_record_attachment after insert or update or delete on service_request_attachment ${touch}`.execute(db);
  await sql`create trigger service_request_record_shift_in after insert on shift for each row when (new.request_id is not null) execute function service_request_record_touch()`.execute(db);
  await sql`create trigger service_request_record_shift_out after delete on shift for each row when (old.request_id is not null) execute function service_request_record_touch()`.execute(db);
  await sql`create trigger service_request_record_shift_moved after update of request_id on shift
    for each row when (old.request_id is distinct from new.request_id) execute function service_request_record_touch()`.execute(db);
  await sql`create trigger service_request_record_client after update of name on client
    for each row when (old.name is distinct from new.name) execute function service_request_record_touch()`.execute(db);
  await sql`create trigger service_request_record_site after update of name on client_site
    for each row when (old.name is distinct from new.name) execute function service_request_record_touch()`.execute(db);
  await sql`create trigger service_request_record_user after update of first_name, last_name on "user"
    for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
    execute function service_request_record_touch()`.execute(db);
  // The records of the requests already there.
  await sql`update service_request set list_record = null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [trigger, table] of [
    ['service_request_record_attachment', 'service_request_attachment'],
    ['service_request_record_shift_in', 'shift'],
    ['service_request_record_shift_out', 'shift'],
    ['service_request_record_shift_moved', 'shift'],
    ['service_request_record_client', 'client'],
    ['service_request_record_site', 'client_site'],
    ['service_request_record_user', 'user'],
    ['service_request_record', 'service_request'],
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists service_request_record_touch()`.execute(db);
  await sql`drop function if exists service_request_record_write()`.execute(db);
  await sql`drop function if exists service_request_list_record(service_request)`.execute(db);
  await sql`alter table service_request drop column if exists list_record`.execute(db);
}
