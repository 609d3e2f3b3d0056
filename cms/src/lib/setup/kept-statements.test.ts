import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_STATEMENTS, keepPreparedStatements } from './kept-statements';

describe('keepPreparedStatements', () => {
  let db: Database.Database;
  afterEach(() => db.close());

  function openDatabase() {
    db = new Database(':memory:');
    db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)');
    return db;
  }

  it('prepares the same SQL once and answers each run with its own bindings', () => {
    const connection = openDatabase();
    const prepare = vi.spyOn(connection, 'prepare');
    keepPreparedStatements(connection);
    const insert = 'INSERT INTO items (name) VALUES (?)';
    connection.prepare(insert).run('poster');
    connection.prepare(insert).run('frame');
    const names = connection.prepare('SELECT name FROM items ORDER BY id').all();
    expect(names).toEqual([{ name: 'poster' }, { name: 'frame' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps working after the schema changes under a kept statement', () => {
    const connection = keepPreparedStatements(openDatabase());
    connection.prepare('INSERT INTO items (name) VALUES (?)').run('poster');
    const select = 'SELECT * FROM items';
    expect(connection.prepare(select).all()).toEqual([{ id: 1, name: 'poster' }]);
    connection.prepare('ALTER TABLE items ADD COLUMN stock INTEGER DEFAULT 3').run();
    expect(connection.prepare(select).all()).toEqual([{ id: 1, name: 'poster', stock: 3 }]);
  });

  it('keeps at most KEPT_STATEMENTS statements, dropping the least recently used', () => {
    const connection = openDatabase();
    const prepare = vi.spyOn(connection, 'prepare');
    keepPreparedStatements(connection);
    const first = 'SELECT 0 AS n';
    connection.prepare(first);
    for (let n = 1; n <= KEPT_STATEMENTS; n++) connection.prepare(`SELECT ${n} AS n`);
    connection.prepare(first);
    expect(prepare).toHaveBeenCalledTimes(KEPT_STATEMENTS + 2);
  });
});
