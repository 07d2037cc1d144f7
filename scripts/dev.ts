// `npm run dev`: the API server restarts on change (tsx watch) and Vite serves the client with
// hot reload on PORT (default 3000), proxying /api and /idp to the API on DEV_API_PORT (3001).
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'vite'

const apiPort = process.env.DEV_API_PORT ?? '3001'
const children: ChildProcess[] = []

const api = spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', '--experimental-async-context-frame', 'server/index.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
})
children.push(api)

const vite = await createServer({ configFile: 'vite.config.ts' })
await vite.listen()
vite.printUrls()

function stop() {
  for (const child of children) child.kill('SIGTERM')
  void vite.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
api.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`API server exited with code ${code}; fix the error and save to restart.`)
})
