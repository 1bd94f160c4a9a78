import { openDatabase } from './api/db/client'
import { seedDatabase, appendTalents } from './api/db/seed'
const h = await openDatabase({ kind: 'pglite', dataDir: null })
let t = performance.now()
const r = await seedDatabase(h.db, { talents: Number(process.argv[2] ?? 20000) })
console.log(r, 'ms', performance.now() - t)
t = performance.now()
console.log(await appendTalents(h.db, { count: 1000 }), performance.now() - t)
await h.close()
