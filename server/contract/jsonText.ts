// An answer already serialised, by PostgreSQL say: app.ts sends its text as it is, instead of
// building objects from rows and running JSON.stringify over them (a reserved seat plan is a
// thousand seats on every buyer's first request). The type keeps what the text holds,
// so a handler answering one is still checked against its operation's answer.
export class JsonText<T> {
  /** never set: only carries `T` for the type checker */
  declare readonly shape?: T
  constructor(readonly json: string) {}
}
