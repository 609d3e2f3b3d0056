// The order the two revisions are measured in. Each row (a call at a connection count) is measured on
// both sides back to back in every round, and the side that goes first alternates from round to round
// (before, after | after, before | before, after …): a host that speeds up or slows down through the
// run then weighs on both sides alike, instead of always favouring the side measured first.

export type Side = 'before' | 'after';

export const SIDES: readonly Side[] = ['before', 'after'];

/** The sides of round `round` (counted from 1) in the order they are measured. */
export function sidesInRound(round: number): Side[] {
  return round % 2 === 1 ? ['before', 'after'] : ['after', 'before'];
}

export interface Step<Row> {
  round: number;
  row: Row;
  side: Side;
}

/** Every measurement of the run in order: round by round, row by row, both sides of a row together. */
export function interleavedSteps<Row>(rows: readonly Row[], rounds: number): Step<Row>[] {
  const steps: Step<Row>[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const row of rows) {
      for (const side of sidesInRound(round)) steps.push({ round, row, side });
    }
  }
  return steps;
}
