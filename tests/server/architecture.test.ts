// The import rules of ARCHITECTURE.md, checked on every run: routes → features → components/lib,
// features do not import each other, the contract depends on nothing of the app, and only the auth
// modules touch oauth4webapi.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const srcDir = path.join(root, 'src')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

/** Import specifiers of a file, resolved to src-relative paths where they point into src. */
function importsOf(file: string): { spec: string; target: string | null }[] {
  const text = readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => (m[1] ?? m[2]) as string,
  )
  return specs.map((spec) => {
    if (spec.startsWith('@/')) return { spec, target: spec.slice(2) }
    if (spec.startsWith('.')) {
      const abs = path.resolve(path.dirname(file), spec)
      return { spec, target: abs.startsWith(srcDir) ? path.relative(srcDir, abs) : `../${path.relative(root, abs)}` }
    }
    return { spec, target: null }
  })
}

const files = walk(srcDir).map((abs) => ({ rel: path.relative(srcDir, abs).split(path.sep).join('/'), imports: importsOf(abs) }))

function violations(filter: (rel: string) => boolean, forbidden: (target: string, rel: string) => boolean) {
  return files
    .filter((f) => filter(f.rel))
    .flatMap((f) => f.imports.filter((i) => i.target !== null && forbidden(i.target, f.rel)).map((i) => `${f.rel} → ${i.spec}`))
}

describe('import boundaries', () => {
  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it('components and lib never import features or routes', () => {
    const bad = violations(
      (rel) => rel.startsWith('components/') || rel.startsWith('lib/'),
      (target) => target.startsWith('features/') || target.startsWith('routes/'),
    )
    expect(bad).toEqual([])
  })

  it('features do not import each other or routes', () => {
    const bad = violations(
      (rel) => rel.startsWith('features/'),
      (target, rel) =>
        target.startsWith('routes/') || (target.startsWith('features/') && target.split('/')[1] !== rel.split('/')[1]),
    )
    expect(bad).toEqual([])
  })

  it('the contract depends only on zod, itself and the zod-free shared modules', () => {
    const bad = files
      .filter((f) => f.rel.startsWith('contract/'))
      .flatMap((f) => f.imports.filter((i) => (i.target === null ? !/^zod(\/|$)/.test(i.spec) : !/^(contract|shared)\//.test(i.target))).map((i) => `${f.rel} → ${i.spec}`))
    expect(bad).toEqual([])
  })

  it('src/shared, which the worker bundles too, imports neither zod nor anything of src outside it', () => {
    const bad = files
      .filter((f) => f.rel.startsWith('shared/'))
      .flatMap((f) => f.imports.filter((i) => (i.target === null ? /^zod(\/|$)/.test(i.spec) : !i.target.startsWith('shared/'))).map((i) => `${f.rel} → ${i.spec}`))
    expect(bad).toEqual([])
  })

  it('only src/lib/auth imports oauth4webapi', () => {
    const bad = files.filter((f) => !f.rel.startsWith('lib/auth/') && f.imports.some((i) => i.spec === 'oauth4webapi')).map((f) => f.rel)
    expect(bad).toEqual([])
  })

  it('on the server, only auth modules (server/**/auth*) import oauth4webapi', () => {
    const serverDir = path.join(root, 'server')
    const serverFiles = walk(serverDir).map((abs) => path.relative(serverDir, abs).split(path.sep).join('/'))
    expect(serverFiles.length).toBeGreaterThan(10)
    const importers = serverFiles.filter((rel) =>
      /from\s*['"]oauth4webapi['"]/.test(readFileSync(path.join(serverDir, rel), 'utf8')),
    )
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((rel) => !rel.split('/').some((part) => part.startsWith('auth')))).toEqual([])
  })

  it('the client never imports server code', () => {
    const bad = violations(() => true, (target) => target.startsWith('../server/'))
    expect(bad).toEqual([])
  })

  it('src/lib never imports src/stores (stores register with lib, as onUserChanged does)', () => {
    const bad = violations(
      (rel) => rel.startsWith('lib/'),
      (target) => target.startsWith('stores/'),
    )
    expect(bad).toEqual([])
  })

  it('src/shared imports only src/shared and idb-keyval: the worker and the server build it too', () => {
    const shared = files.filter((f) => f.rel.startsWith('shared/'))
    expect(shared.length).toBeGreaterThan(3)
    const bad = shared.flatMap((f) =>
      f.imports.filter((i) => (i.target === null ? i.spec !== 'idb-keyval' : !i.target.startsWith('shared/'))).map((i) => `${f.rel} → ${i.spec}`),
    )
    expect(bad).toEqual([])
  })

  it("the shell dictionary holds only the shell's texts: each of its groups is read outside the features", () => {
    const dictionary = readFileSync(path.join(srcDir, 'lib/i18n/id.ts'), 'utf8')
    const groups = [...dictionary.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1] as string)
    expect(groups).toContain('outbox')
    const shellCode = files
      .filter((f) => !f.rel.startsWith('features/') && f.rel !== 'lib/i18n/id.ts')
      .map((f) => readFileSync(path.join(srcDir, f.rel), 'utf8'))
      .join('\n')
    // A group only features read belongs in that feature's texts.ts.
    expect(groups.filter((group) => !new RegExp(`\\bid\\.${group}\\b`).test(shellCode))).toEqual([])
  })
})

// The server's layers (docs/ARCHITECTURE.md): areas in server/features/<area> use the shared
// pieces below them (server/http, server/db, server/auth, the plugins' route helpers) and never
// each other; repositories and auth services know nothing of HTTP.
describe('server import boundaries', () => {
  const serverDir = path.join(root, 'server')
  /** Every server file with the root-relative targets of its relative imports, and its bare package imports. */
  const serverFiles = walk(serverDir).map((abs) => {
    const text = readFileSync(abs, 'utf8')
    const specs = [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2]) as string)
    return {
      rel: path.relative(root, abs).split(path.sep).join('/'),
      targets: specs.filter((s) => s.startsWith('.')).map((s) => path.relative(root, path.resolve(path.dirname(abs), s)).split(path.sep).join('/')),
      packages: specs.filter((s) => !s.startsWith('.')),
    }
  })
  const serverViolations = (filter: (rel: string) => boolean, forbidden: (target: string, rel: string) => boolean) =>
    serverFiles.filter((f) => filter(f.rel)).flatMap((f) => f.targets.filter((t) => forbidden(t, f.rel)).map((t) => `${f.rel} → ${t}`))
  const areaOf = (rel: string) => (/^server\/features\/([^/]+)\//.exec(rel)?.[1] ?? null)
  const isAreaFile = (rel: string) => areaOf(rel) !== null && rel.split('/').length > 3
  const isRepository = (rel: string) => rel.startsWith('server/db/') || (isAreaFile(rel) && /repository\.ts$/.test(rel))

  it('finds the server files it checks', () => {
    expect(serverFiles.filter((f) => isAreaFile(f.rel)).length).toBeGreaterThan(30)
    expect(serverFiles.filter((f) => isRepository(f.rel) && f.rel.startsWith('server/features/')).length).toBeGreaterThan(8)
  })

  it('server/db and server/auth never import the plugins', () => {
    const bad = serverViolations((rel) => rel.startsWith('server/db/') || rel.startsWith('server/auth/'), (target) => target.startsWith('server/plugins/'))
    expect(bad).toEqual([])
  })

  it('repositories and auth services import nothing HTTP-shaped (no Fastify, no problems, no routes)', () => {
    const httpShaped = (target: string) => ['server/plugins/', 'server/http/', 'server/features/'].some((dir) => target.startsWith(dir))
    const own = (target: string, rel: string) => areaOf(target) !== null && areaOf(target) === areaOf(rel) && /repository$|rules$/.test(target)
    const bad = serverViolations((rel) => isRepository(rel) || rel.startsWith('server/auth/'), (target, rel) => httpShaped(target) && !own(target, rel))
    // The seed orchestrator is the one server/db file that composes the areas' seeds.
    expect(bad.filter((line) => !/^server\/db\/seed\/seed\.ts → server\/features\/[^/]+\/seed[\w-]*$/.test(line))).toEqual([])
    const fastifyUsers = serverFiles.filter((f) => (isRepository(f.rel) || f.rel.startsWith('server/auth/')) && f.packages.some((p) => /^(@fastify\/|fastify)/.test(p)))
    expect(fastifyUsers.map((f) => f.rel)).toEqual([])
  })

  it('an area never imports another area', () => {
    const bad = serverViolations(isAreaFile, (target, rel) => areaOf(target) !== null && areaOf(target) !== areaOf(rel))
    expect(bad).toEqual([])
  })

  it('shared server code never imports an area (only buildApp, through server/features/index.ts, and the seed orchestrator do)', () => {
    const bad = serverViolations(
      (rel) => !rel.startsWith('server/features/') && rel !== 'server/app.ts' && rel !== 'server/db/seed/seed.ts',
      (target) => target.startsWith('server/features/'),
    )
    expect(bad).toEqual([])
  })
})
