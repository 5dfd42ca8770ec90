import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database';
import { STATISTIC_VALUE_CHARS } from '../db/migrations/005-data';

// How the filter by answer (answer-filter-sql.ts) tells the kinds of a stored answer (an entry `e`)
// apart, and the texts it searches in each: shared with the SQLite index of the answers' text
// (answer-search.ts), which must hold every text the filter's predicate may find.

/** A JSON list of texts as JSON.stringify writes it: what PostgreSQL may cast without failing. */
const TEXT_LIST_PATTERN = String.raw`^\[("([^"\\]|\\.)*"(,"([^"\\]|\\.)*")*)?\]$`;
/** A JSON object of texts as JSON.stringify writes it (a Name's or an Address's parts). */
const TEXT_OBJECT_PATTERN = String.raw`^\{("([^"\\]|\\.)*":"([^"\\]|\\.)*"(,"([^"\\]|\\.)*":"([^"\\]|\\.)*")*)?\}$`;

/** The whole answer: value_key is its first STATISTIC_VALUE_CHARS characters, the whole answer when shorter. */
export const wholeAnswer = sql<string>`(case when length(e.value_key) < ${sql.lit(STATISTIC_VALUE_CHARS)} then e.value_key else e.value end)`;

/** Whether the answer is a checkbox's list of texts. */
export function isList(dialect: Dialect): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(e.value_key like '[%' and e.value ~ ${TEXT_LIST_PATTERN})`
    : sql<SqlBool>`(e.value_key like '[%' and json_valid(e.value) and json_type(e.value) = 'array')`;
}

/** Whether the answer is an object of parts (a Name, an Address). */
export function isObject(dialect: Dialect): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(e.value_key like '{%' and e.value ~ ${TEXT_OBJECT_PATTERN})`
    : sql<SqlBool>`(e.value_key like '{%' and json_valid(e.value) and json_type(e.value) = 'object')`;
}

/**
 * An object's parts as the answer is shown: in their stored order, the blank ones left out,
 * joined by a space (a Name) or a comma and a space (an Address), never its keys.
 */
export function joinedParts(dialect: Dialect, separator: ' ' | ', '): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(select string_agg(trim(j.item), ${sql.lit(separator)} order by j.n) from json_each_text(cast(e.value as json)) with ordinality as j(part, item, n) where trim(j.item) <> '')`
    : sql<string>`(select group_concat(trim(j.value), ${sql.lit(separator)}) from json_each(e.value) as j where trim(j.value) <> '')`;
}

/**
 * Every text the filter's predicate searches in an answer, one a line (SQLite; PostgreSQL's is
 * migration 027's entry_search_text): a list's items, an object's parts joined both ways (each
 * part is inside them), any other answer as stored.
 */
export const searchedTextSqlite = sql<string>`(case when ${isList('sqlite')} then (select group_concat(j.value, char(10)) from json_each(e.value) as j) when ${isObject('sqlite')} then coalesce(${joinedParts('sqlite', ' ')} || char(10) || ${joinedParts('sqlite', ', ')}, '') else e.value end)`;
