import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

type Row = { id: number; title: string };
const holder = globalThis as typeof globalThis & { floorDb?: Promise<PGlite> };

async function open() {
  const db = await PGlite.create(mkdtempSync(path.join(os.tmpdir(), 'floor-db-')));
  await db.exec(`create table items (id serial primary key, title text not null);
    insert into items (title) select 'Item ' || g from generate_series(1, 12) g;`);
  return db;
}

export async function query(): Promise<Row[]> {
  holder.floorDb ??= open();
  const db = await holder.floorDb;
  return (await db.query<Row>('select id, title from items order by id limit 12')).rows;
}
