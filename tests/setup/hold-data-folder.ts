/**
 * Takes the lock on the data folder given as the first argument, as a server's start does, and holds it
 * until it is killed: a live owner for tests/security/startup.test.ts. Prints `locked` once it holds it.
 */
import { openDataFolder } from '../../api/db/data-folder'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: hold-data-folder.ts DATA_DIR')
await openDataFolder(dataDir)
process.stdout.write('locked\n')
setInterval(() => {}, 60_000)
