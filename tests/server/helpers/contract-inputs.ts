import * as z from 'zod'
import type { $ZodType } from 'zod/v4/core'
import type { Endpoint } from '../../../src/contract/endpoint'

// Inputs derived from the contract's own schemas: a valid example of each endpoint's params,
// query and body, and, field by field, the malformed values a caller can send (wrong type, too
// long or too large, missing, not one of the allowed values). tests/server/contract-refusals.test.ts
// sends them; a new endpoint is covered the moment it enters the contract.

export type InputPart = 'params' | 'query' | 'body'
export type MalformKind = 'wrong type' | 'too long' | 'missing' | 'not allowed'

/** A JSON Schema node, as zod's toJSONSchema writes the contract's input schemas. */
interface Node {
  type?: string
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: Node
  properties?: Record<string, Node>
  required?: string[]
  anyOf?: Node[]
}

export type Inputs = Partial<Record<InputPart, Record<string, unknown>>>

export interface Malformed {
  part: InputPart
  field: string
  kind: MalformKind
  /** The whole input, the example with this one field made malformed (or left out). */
  input: Inputs
  /** The field's path in the problem's `errors` (query and path fields carry a prefix). */
  errorPath: string
}

const parts: InputPart[] = ['params', 'query', 'body']

export function jsonSchemaOf(schema: $ZodType): Node {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Node
}

/** The non-null variant of a nullable field (`anyOf: [T, null]`). */
function concrete(node: Node): Node {
  return node.anyOf?.find((variant) => variant.type !== 'null') ?? node
}

const PAST_DAY = '2024-03-15'
const stringCandidates = ['Contoh isian yang wajar', 'contoh', 'sampul.png,iVBORw0KGgo=', 'x'.repeat(43), 'abc']

function exampleString(node: Node): string {
  if (node.format === 'date') return PAST_DAY
  if (node.format === 'date-time') return `${PAST_DAY}T08:00:00.000Z`
  if (node.format === 'uri') return 'https://contoh.example/isi'
  if (node.format === 'email') return 'nama@contoh.example'
  const min = node.minLength ?? 0
  const max = node.maxLength ?? Infinity
  const fits = (s: string) => s.length >= min && s.length <= max && (!node.pattern || new RegExp(node.pattern).test(s))
  return stringCandidates.find(fits) ?? stringCandidates.map((s) => s.padEnd(min, 'x').slice(0, max)).find(fits) ?? 'x'.repeat(Math.max(min, 1))
}

/** A value the node accepts: the smallest that satisfies it, required properties only. */
export function exampleOf(input: Node): unknown {
  const node = concrete(input)
  if (node.const !== undefined) return node.const
  if (node.enum) return node.enum[0]
  switch (node.type) {
    case 'string':
      return exampleString(node)
    case 'integer':
    case 'number':
      return node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => exampleOf(node.items ?? {}))
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const key of node.required ?? []) out[key] = exampleOf(node.properties?.[key] ?? {})
      return out
    }
    default:
      return 'x'
  }
}

/** The endpoint's example input, each part checked against the contract's schema. */
export function exampleInputs(endpoint: Endpoint, overrides: Inputs = {}): { inputs: Inputs; invalid: string[] } {
  const inputs: Inputs = {}
  const invalid: string[] = []
  for (const part of parts) {
    const schema = endpoint[part]
    if (!schema) continue
    const value = (overrides[part] ?? exampleOf(jsonSchemaOf(schema))) as Record<string, unknown>
    inputs[part] = value
    const parsed = z.safeParse(schema as z.ZodType, value)
    if (!parsed.success) invalid.push(`${part}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`)
  }
  return { inputs, invalid }
}

/** What each kind of malformed value is for one field, or undefined where the kind cannot apply. */
function malformedValues(node: Node, part: InputPart, required: boolean): Partial<Record<MalformKind, unknown>> {
  const field = concrete(node)
  const out: Partial<Record<MalformKind, unknown>> = {}
  // Everything in a URL is text: only what the schema turns into a number or flag can have the wrong type there.
  const inUrl = part !== 'body'
  switch (field.type) {
    case 'integer':
    case 'number':
      out['wrong type'] = 'abc'
      if (field.maximum !== undefined) out['too long'] = field.maximum + 1
      break
    case 'boolean':
      if (field.const === undefined) out['wrong type'] = 'ya'
      break
    case 'string':
      if (!inUrl) out['wrong type'] = 12345
      if (field.maxLength !== undefined) out['too long'] = 'x'.repeat(field.maxLength + 1)
      break
    case 'array':
      if (!inUrl) out['wrong type'] = 'abc'
      if (field.maxItems !== undefined) out['too long'] = Array.from({ length: field.maxItems + 1 }, () => exampleOf(field.items ?? {}))
      break
    case 'object':
      if (!inUrl) out['wrong type'] = 'abc'
      break
  }
  if (field.enum) out['not allowed'] = 'bukan-pilihan'
  if (field.const !== undefined) out['not allowed'] = typeof field.const === 'boolean' ? !field.const : 'bukan-pilihan'
  // A path parameter cannot be left out: the URL would be another route's.
  if (required && part !== 'params') out.missing = undefined
  if (inUrl) for (const [kind, value] of Object.entries(out)) if (value !== undefined) out[kind as MalformKind] = String(value)
  return out
}

/** Every malformed variant of the example input, one field and one kind at a time. */
export function malformedInputs(endpoint: Endpoint, example: Inputs): Malformed[] {
  const out: Malformed[] = []
  for (const part of parts) {
    const schema = endpoint[part]
    if (!schema) continue
    const root = jsonSchemaOf(schema)
    const prefix = part === 'body' ? '' : `${part}.`
    for (const [field, node] of Object.entries(root.properties ?? {})) {
      const required = root.required?.includes(field) ?? false
      for (const [kind, value] of Object.entries(malformedValues(node, part, required))) {
        const changed = { ...example[part] }
        if (kind === 'missing') delete changed[field]
        else changed[field] = value
        out.push({ part, field, kind: kind as MalformKind, input: { ...example, [part]: changed }, errorPath: `${prefix}${field}` })
      }
    }
  }
  return out
}
