// The report's CSV export; the rules live in lib/csv.ts, shared with the staff console's exports.
export { csvField, toCsv, type CsvCell } from '@/lib/csv';
