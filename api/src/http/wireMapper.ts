/** What a stored value becomes on the wire: a time as its ISO 8601 text, anything else as it is. */
type WireValue<T> = T extends Date ? string : T;

/** The row fields whose wire value fits the wire field `Value`. */
type FieldsFitting<Row, Value> = { [P in keyof Row]: WireValue<Row[P]> extends Value ? P : never }[keyof Row];

/**
 * For each wire field, in the order the answer lists them: the row field it is read from (a Date becomes its ISO
 * text, a null stays null), or a function for a value made of several fields.
 */
export type WireFields<Row, Wire> = { [K in keyof Wire]-?: FieldsFitting<Row, Wire[K]> | ((row: Row) => Wire[K]) };

/**
 * A row-to-answer mapper from a table of wire names: the repositories store camelCase columns and answer the
 * contracts' field names, and the renaming is the same everywhere (times as ISO text). The answer's keys keep the
 * table's order, so answers serialized without a schema (the cached blog reads) read as before.
 */
export function wireMapper<Row, Wire>(fields: WireFields<Row, Wire>): (row: Row) => Wire {
  const entries = Object.entries(fields) as [string, keyof Row | ((row: Row) => unknown)][];
  return (row) => {
    const wire: Record<string, unknown> = {};
    for (const [name, source] of entries) {
      const value = typeof source === 'function' ? source(row) : row[source];
      wire[name] = value instanceof Date ? value.toISOString() : value;
    }
    return wire as Wire;
  };
}
