// Cross-checks Bento's MessagePack with an independent implementation, @msgpack/msgpack.
//
//   node msgpack-check.mjs <dir>
//
// For every <name>.json in <dir> (written by the .NET test together with <name>.bento.msgpack, Bento's conversion):
//  (a) decodes <name>.bento.msgpack with @msgpack/msgpack and compares it, value by value, with the JSON document:
//      once against JSON.parse, and once against an exact parse that keeps integers beyond 2^53 as BigInt;
//  (b) encodes the JSON document with @msgpack/msgpack into <name>.js.msgpack, which the .NET test then decodes
//      with Bento and compares with the JSON.
// Exits with 1 and prints the differences when anything disagrees.
//
// Numbers: JavaScript numbers are doubles, so integers are decoded with useBigInt64 (uint 64 / int 64 become
// BigInt). Against JSON.parse a BigInt is compared after rounding to a double, which is what JSON.parse did to the
// text; against the exact parse it must be equal as an integer. Bento writes JSON integers beyond 64 bits as float 64,
// so those compare as doubles in both modes. -0 must stay -0 (Bento writes it as float 64).

import { decode, encode } from "@msgpack/msgpack";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const INT64_MIN = -(2n ** 63n);
const UINT64_MAX = 2n ** 64n - 1n;
const MAX_SHOWN = 10;

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node msgpack-check.mjs <dir>");
  process.exit(2);
}

let failed = 0;
let documents = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  const name = file.slice(0, -".json".length);
  const text = readFileSync(join(dir, file), "utf8");
  const differences = [];

  // (a) Bento's bytes, decoded by the other implementation.
  let decoded;
  try {
    decoded = decode(readFileSync(join(dir, name + ".bento.msgpack")), { useBigInt64: true });
  } catch (e) {
    differences.push(`@msgpack/msgpack could not decode Bento's output: ${e.message}`);
  }

  const exact = parseExact(text);
  if (differences.length === 0) {
    compare(JSON.parse(text), decoded, "$", "JSON.parse", differences);
    compare(exact, decoded, "$", "exact", differences);
  }

  // (b) the other implementation's bytes, for Bento to decode.
  writeFileSync(join(dir, name + ".js.msgpack"), encode(encodable(exact), { useBigInt64: true }));

  documents++;
  if (differences.length > 0) {
    failed++;
    console.log(`FAIL ${name}: ${differences.length} difference(s)`);
    for (const d of differences.slice(0, MAX_SHOWN)) console.log("  " + d);
  } else {
    console.log(`ok   ${name}`);
  }
}

console.log(`checked ${documents} document(s), ${failed} with differences`);
process.exit(failed === 0 && documents > 0 ? 0 : 1);

/** Compares a JSON value with a decoded MessagePack value; records differences with their path. */
function compare(expected, actual, path, mode, out) {
  if (out.length >= 100) return;
  if (typeof expected === "number" || typeof expected === "bigint") {
    if (!sameNumber(expected, actual, mode)) out.push(`${path} (${mode}): expected ${show(expected)}, got ${show(actual)}`);
    return;
  }
  if (expected === null || typeof expected !== "object") {
    if (expected !== actual) out.push(`${path} (${mode}): expected ${show(expected)}, got ${show(actual)}`);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push(`${path} (${mode}): expected an array of ${expected.length}, got ${show(actual)}`);
      return;
    }
    expected.forEach((item, i) => compare(item, actual[i], `${path}[${i}]`, mode, out));
    return;
  }
  if (actual === null || typeof actual !== "object" || Array.isArray(actual) || actual instanceof Uint8Array) {
    out.push(`${path} (${mode}): expected an object, got ${show(actual)}`);
    return;
  }
  const expectedKeys = Object.keys(expected).sort();
  const actualKeys = Object.keys(actual).sort();
  if (expectedKeys.join("\u0000") !== actualKeys.join("\u0000")) {
    out.push(`${path} (${mode}): keys differ: expected [${expectedKeys}], got [${actualKeys}]`);
    return;
  }
  for (const key of expectedKeys) compare(expected[key], actual[key], `${path}.${key}`, mode, out);
}

function sameNumber(expected, actual, mode) {
  if (typeof actual !== "number" && typeof actual !== "bigint") return false;
  if (mode === "JSON.parse") return Object.is(Number(expected), Number(actual));
  if (typeof expected === "bigint") {
    if (expected < INT64_MIN || expected > UINT64_MAX) return Object.is(Number(expected), actual);
    return typeof actual === "bigint" ? expected === actual : Number.isInteger(actual) && BigInt(actual) === expected;
  }
  if (typeof actual === "bigint") return Number.isInteger(expected) && !Object.is(expected, -0) && BigInt(expected) === actual;
  return Object.is(expected, actual);
}

function show(value) {
  if (typeof value === "bigint") return value.toString() + "n";
  if (value instanceof Uint8Array) return `bin(${value.length})`;
  if (Object.is(value, -0)) return "-0";
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 80 ? text.slice(0, 77) + "..." : text;
}

/**
 * Prepares an exactly parsed value for the encoder: safe integers outside the 32-bit ranges become BigInt so that they
 * are written as int 64 / uint 64 rather than float 64 (which is what the encoder does with them when useBigInt64 is
 * on), and BigInts beyond 64 bits become doubles, as Bento does. Other numbers (fractions, exponents) stay doubles.
 */
function encodable(value) {
  if (typeof value === "bigint") return value < INT64_MIN || value > UINT64_MAX ? Number(value) : value;
  if (typeof value === "number") {
    if (Number.isSafeInteger(value) && !Object.is(value, -0) && (value > 0xffffffff || value < -0x80000000)) return BigInt(value);
    return value;
  }
  if (Array.isArray(value)) return value.map(encodable);
  if (value !== null && typeof value === "object") {
    const result = {};
    for (const [k, v] of Object.entries(value)) result[k] = encodable(v);
    return result;
  }
  return value;
}

/** JSON.parse, except that integer literals beyond the safe-integer range are kept exactly as BigInt. */
function parseExact(text) {
  let pos = 0;
  const ws = () => {
    while (pos < text.length && " \t\n\r".includes(text[pos])) pos++;
  };
  const value = () => {
    ws();
    const c = text[pos];
    if (c === "{") {
      pos++;
      const result = {};
      ws();
      if (text[pos] === "}") { pos++; return result; }
      for (;;) {
        ws();
        const key = string();
        ws();
        pos++; // ':'
        result[key] = value();
        ws();
        if (text[pos++] === "}") return result;
      }
    }
    if (c === "[") {
      pos++;
      const result = [];
      ws();
      if (text[pos] === "]") { pos++; return result; }
      for (;;) {
        result.push(value());
        ws();
        if (text[pos++] === "]") return result;
      }
    }
    if (c === '"') return string();
    const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(pos, pos + 400));
    if (match) {
      pos += match[0].length;
      const n = Number(match[0]);
      const isInteger = match[1] === undefined && match[2] === undefined;
      return isInteger && !Number.isSafeInteger(n) ? BigInt(match[0]) : n;
    }
    for (const [word, v] of [["true", true], ["false", false], ["null", null]]) {
      if (text.startsWith(word, pos)) { pos += word.length; return v; }
    }
    throw new Error(`unexpected input at ${pos}`);
  };
  const string = () => {
    const start = pos;
    pos++;
    while (text[pos] !== '"') pos += text[pos] === "\\" ? 2 : 1;
    pos++;
    return JSON.parse(text.slice(start, pos));
  };
  const result = value();
  ws();
  if (pos !== text.length) throw new Error(`unexpected input at ${pos}`);
  return result;
}
