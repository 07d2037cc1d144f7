import type { Kysely } from 'kysely'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Database } from '../db/schema'

/** Same slack the provider's own memory adapter gives before dropping an expired entry. */
const CLOCK_TOLERANCE_S = 15

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, tokens) in `oidc_models`, so
 * the provider survives restarts and works the same on SQLite and PostgreSQL. One instance per
 * model name; rows are keyed by (model, id).
 */
export class KyselyAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + (expiresIn + CLOCK_TOLERANCE_S) * 1000).toISOString() : null
    const row = {
      payload: JSON.stringify(payload),
      grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
      expires_at: expiresAt,
      consumed: null,
    }
    await this.db
      .insertInto('oidc_models')
      .values({ model: this.model, id, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute()
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id)
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid)
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode)
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_models')
      .set({ consumed: new Date().toISOString() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute()
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_models').where('model', '=', this.model).where('id', '=', id).execute()
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_models').where('model', '=', this.model).where('grant_id', '=', grantId).execute()
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oidc_models')
      .select(['payload', 'expires_at', 'consumed'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .executeTakeFirst()
    if (!row) return undefined
    if (row.expires_at !== null && row.expires_at <= new Date().toISOString()) return undefined
    const payload = JSON.parse(row.payload) as AdapterPayload
    return row.consumed === null ? payload : { ...payload, consumed: Math.floor(Date.parse(row.consumed) / 1000) }
  }
}

/** Drops what has expired; the provider never asks for it again. */
export async function deleteExpiredOidcModels(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('oidc_models').where('expires_at', '<=', now.toISOString()).execute()
}
