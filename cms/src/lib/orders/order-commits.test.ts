import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import knexFactory, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitTogether } from './order-commits';

let dir: string;
let knex: Knex;
let transactions: number;

/** The parts of Strapi the commits use, over a real SQLite file through knex, as Strapi runs it. */
function shopOn(client: 'sqlite' | 'postgres'): Core.Strapi {
  return {
    db: {
      dialect: { client },
      metadata: { get: () => ({ tableName: 'orders', attributes: {} }) },
      transaction: (work: (args: { trx: Knex.Transaction }) => Promise<unknown>) => {
        transactions++;
        return knex.transaction((trx) => work({ trx }));
      },
    },
  } as unknown as Core.Strapi;
}

const place = (number: string) => (trx: Knex.Transaction) =>
  trx('orders')
    .insert({ number })
    .then(() => number);

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-commits-'));
  knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, 'shop.db') },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  await knex.raw('PRAGMA journal_mode = WAL');
  await knex.schema.createTable('orders', (table) => {
    table.increments('id');
    table.string('number').unique();
  });
  transactions = 0;
});

afterEach(async () => {
  await knex.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stored = async () => (await knex('orders').orderBy('id').pluck('number')) as string[];

describe('commitTogether', () => {
  it('commits orders submitted together on SQLite in one transaction, and answers each its own', async () => {
    const strapi = shopOn('sqlite');
    const numbers = Array.from({ length: 20 }, (_, i) => `N-${i}`);
    const answers = await Promise.all(numbers.map((number) => commitTogether(strapi, place(number))));
    expect(answers).toEqual(numbers);
    expect(await stored()).toEqual(numbers);
    expect(transactions).toBe(1);
  });

  it('rolls back a refused order alone: the others of its transaction are kept', async () => {
    const strapi = shopOn('sqlite');
    const refused = new Error('Only 0 left');
    const outcomes = await Promise.allSettled([
      commitTogether(strapi, place('A')),
      commitTogether(strapi, async (trx) => {
        await place('B')(trx);
        throw refused;
      }),
      commitTogether(strapi, place('A')), // the unique number: refused by the database
      commitTogether(strapi, place('C')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(refused);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(await stored()).toEqual(['A', 'C']);
    expect(transactions).toBe(1);
  });

  it('answers no order before the commit that stores it', async () => {
    const strapi = shopOn('sqlite');
    const seenAtAnswer: string[][] = [];
    // Another connection reads what is committed, not what a transaction has written so far.
    const reader = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.join(dir, 'shop.db') },
      useNullAsDefault: true,
    });
    try {
      await Promise.all(
        ['A', 'B'].map((number) =>
          commitTogether(strapi, place(number)).then(async () => {
            seenAtAnswer.push((await reader('orders').pluck('number')) as string[]);
          }),
        ),
      );
    } finally {
      await reader.destroy();
    }
    expect(seenAtAnswer).toEqual([
      ['A', 'B'],
      ['A', 'B'],
    ]);
  });

  it('orders submitted while a transaction runs share the next one', async () => {
    const strapi = shopOn('sqlite');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = commitTogether(strapi, async (trx) => {
      await held;
      return place('first')(trx);
    });
    await new Promise((resolve) => setImmediate(resolve));
    const later = ['L1', 'L2', 'L3'].map((number) => commitTogether(strapi, place(number)));
    release();
    await Promise.all([first, ...later]);
    expect(await stored()).toEqual(['first', 'L1', 'L2', 'L3']);
    expect(transactions).toBe(2);
  });

  it('fails the waiting orders when no transaction can be had, and takes the next ones after', async () => {
    const strapi = shopOn('sqlite');
    const away = new Error('Knex: Timeout acquiring a connection');
    const transaction = strapi.db.transaction;
    strapi.db.transaction = (() => Promise.reject(away)) as unknown as typeof transaction;
    const outcomes = await Promise.allSettled(
      ['A', 'B'].map((number) => commitTogether(strapi, place(number))),
    );
    expect(outcomes).toEqual([
      { status: 'rejected', reason: away },
      { status: 'rejected', reason: away },
    ]);
    strapi.db.transaction = transaction;
    expect(await commitTogether(strapi, place('C'))).toBe('C');
    expect(await stored()).toEqual(['C']);
  });

  it('gives each order a transaction of its own on PostgreSQL, which groups commits itself', async () => {
    const strapi = shopOn('postgres');
    await Promise.all(['A', 'B', 'C'].map((number) => commitTogether(strapi, place(number))));
    expect(await stored()).toEqual(['A', 'B', 'C']);
    expect(transactions).toBe(3);
  });
});
