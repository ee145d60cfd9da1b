#if canImport(Glibc)
import Glibc
#endif
import CSearchProvider
import CommandLineInterface
import Localization

// The desktop's search provider (docs/behaviour.md §19): a small process of its own, so
// that GNOME Shell or KRunner never waits on a window. Started by the session bus
// (data/io.github.cerebrum.Cerebrum.SearchProvider.service); exits when idle.

// The locale's decimal mark for the results, as the window writes them.
Localization.setUp(localeDirectory: nil)

let busName = AppIdentity.id + ".SearchProvider"
let objectPath = "/" + AppIdentity.id.split(separator: ".").joined(separator: "/") + "/SearchProvider"
let krunnerPath = "/" + AppIdentity.id.split(separator: ".").joined(separator: "/") + "/KRunner"

exit(calc_search_provider_run(busName, objectPath, krunnerPath, AppIdentity.id, 30, evaluate))
