import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'

describe('loadConfig', () => {
  it('gives the demo defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.env).toBe('production')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/[/\\]data$/)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.public.productName).toBe('Tumbuh')
    expect(config.public.apiBaseUrl).toBe('/')
  })

  it('reads the environment and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '4400',
      PRODUCT_NAME: 'Karya',
      DATABASE_URL: 'postgres://u@db:5432/app',
      PUBLIC_URL: 'https://belajar.example/',
      CONTACT_EMAIL: '',
    })
    expect(config.port).toBe(4400)
    expect(config.public.productName).toBe('Karya')
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app')
    expect(config.publicUrl).toBe('https://belajar.example')
    expect(config.public.contactEmail).toBe('halo@tumbuh.example')
  })

  it('lists every bad variable by name in one error', () => {
    let caught: unknown
    try {
      loadConfig({ PORT: 'tiga ribu', DATABASE_URL: 'mysql://x', CONTACT_EMAIL: 'bukan-email', WHATSAPP_NUMBER: '+62 812' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const error = caught as ConfigError
    expect(error.issues.map((issue) => issue.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'CONTACT_EMAIL', 'WHATSAPP_NUMBER']),
    )
    expect(error.issues).toHaveLength(4)
    expect(error.message).toContain('Konfigurasi tidak valid')
    expect(error.message).toContain('DATABASE_URL: harus berupa URL postgres://')
  })

  it('takes Web Push keys as a pair or not at all, and push services by host', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) }
    expect(loadConfig(keys).vapid).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY })
    expect(loadConfig({}).vapid).toBeUndefined()
    expect(loadConfig({}).vapidSubject).toBe('mailto:halo@tumbuh.example')
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/)
    expect(() => loadConfig({ VAPID_SUBJECT: 'halo@tumbuh.example' })).toThrow(ConfigError)
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: 'FCM.googleapis.com,push.example' }).pushEndpointHosts).toEqual(['fcm.googleapis.com', 'push.example'])
    expect(loadConfig({ NOTIFICATION_EVENTS_INTERVAL_S: '0' }).notificationEventsIntervalMs).toBe(0)
  })
  it('turns Google sign-in on with both GOOGLE_* credentials, for the embedded provider only', () => {
    expect(loadConfig({}).google).toBeUndefined()
    const google = { GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'GOCSPX-rahasia' }
    expect(loadConfig({ ...google, PUBLIC_URL: 'https://belajar.example' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: '123.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-rahasia',
      redirectUri: 'https://belajar.example/idp/realms/master/broker/google/endpoint',
    })
    expect(loadConfig({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1:4593/' }).google?.issuer).toBe('http://127.0.0.1:4593')
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: google.GOOGLE_CLIENT_ID })).toThrow(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: isi keduanya/)
    expect(() => loadConfig({ ...google, OIDC_ISSUER: 'https://sso.example.com/realms/master', OIDC_CLIENT_SECRET: 'rahasia-klien-16+' })).toThrow(
      /hanya untuk penyedia identitas bawaan/,
    )
  })
})
