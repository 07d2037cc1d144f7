// The interests a user chose (migration 0006).

export type InterestKind = 'category' | 'topic' | 'profession' | 'unit' | 'field'

export interface PersonalInterestTable {
  employee_id: number
  kind: InterestKind
  ref_id: number
  created_at: string
}

export interface PersonalizationTables {
  personal_interests: PersonalInterestTable
}
