// SQLite's C library (libsqlite3-dev): the saved state's storage (Sources/Persistence).
#include <sqlite3.h>
