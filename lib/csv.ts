// Formula-safe CSV (RFC 4180): the SEO report's export and the staff console's subscriber export.
export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A text that starts like a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so a page title
 * written by someone else cannot run as a formula when staff open the file in a spreadsheet.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = String(cell);
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text, lines ended with CRLF as RFC 4180 and spreadsheets expect. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
