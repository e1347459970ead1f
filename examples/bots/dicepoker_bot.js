#!/usr/bin/env node
// An example outside bot for Dice Poker, in JavaScript (Node.js 12 or later, no packages).
// It speaks the JSON-lines protocol of docs/bots.md on stdin/stdout.
//
// Run it:
//   yenta-desktop tournament --game dice-poker --games 10 \
//       --players "exec:node examples/bots/dicepoker_bot.js,easy"
//
// Its plan: keep the dice of its most common value and roll while it may; then write
// the empty row that scores the most for those dice (a crude count of its own).
"use strict";
const readline = require("readline");

const UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"];

function counts(dice) {
  const c = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) c[d] += 1;
  return c;
}

// What the dice would be worth in a row, roughly (docs/rules/dice-poker.md has the real table).
function worth(row, dice) {
  const c = counts(dice);
  const total = dice.reduce((a, b) => a + b, 0);
  const most = Math.max(...c);
  const upper = UPPER.indexOf(row);
  if (upper >= 0) return (upper + 1) * c[upper + 1];
  const sorted = [...dice].sort().join("");
  switch (row) {
    case "pair": return most >= 2 ? 10 : 0;
    case "two_pairs": return c.filter((n) => n >= 2).length >= 2 ? 20 : 0;
    case "three": return most >= 3 ? 25 : 0;
    case "small_straight": return sorted === "12345" ? 30 : 0;
    case "big_straight": return sorted === "23456" ? 35 : 0;
    case "full_house": return c.includes(3) && c.includes(2) ? 40 : 0;
    case "four": return most >= 4 ? 50 : 0;
    case "poker": return most === 5 ? 60 : 0;
    case "chance": return total / 2;
    default: return 0;
  }
}

function choose(obs) {
  const legal = obs.legal;
  const dice = obs.dice;
  const c = counts(dice);
  let value = 6;
  for (let v = 6; v >= 1; v -= 1) if (c[v] > c[value]) value = v;
  const keep = [];
  dice.forEach((d, i) => { if (d === value && keep.length < 4) keep.push(i); });
  const roll = legal.find((a) => a.type === "roll" && a.keep.join() === keep.join());
  if (roll && c[value] < 5) return roll;
  let best = null;
  let bestWorth = -1;
  for (const action of legal) {
    if (action.type !== "score") continue;
    const w = worth(action.row, dice);
    if (w > bestWorth) { best = action; bestWorth = w; }
  }
  return best || legal[0];
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const message = JSON.parse(line);
  if (message.type === "hello") {
    process.stdout.write(JSON.stringify({ type: "ready", name: "dicepoker_bot.js" }) + "\n");
  } else if (message.type === "choose") {
    const action = choose(message.observation);
    process.stdout.write(JSON.stringify({ type: "action", id: message.id, action }) + "\n");
  } else if (message.type === "quit") {
    process.exit(0);
  }
  // "new_game" needs nothing: this bot remembers nothing between games.
});
rl.on("close", () => process.exit(0));
