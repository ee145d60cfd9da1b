// gettext and setlocale from the C library (glibc has libintl built in): Swift's Glibc
// module does not export <libintl.h>. No GTK here, so the brain may use it.
#pragma once

#include <libintl.h>
#include <locale.h>
