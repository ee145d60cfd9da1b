/* argc and argv for the Swift runtime, captured from glibc before main (see
 * include/program_arguments.h for why this replaces the runtime's own definition). */
#include "program_arguments.h"

#include <stddef.h>

static char *no_arguments[] = { NULL };
static char **captured_argv = no_arguments;
static int captured_count;
/* Set by the override; NULL gives the process's own arguments back, as in the runtime. */
static char **override_argv;
static int override_count;

/* glibc calls a program's .init_array entries with (argc, argv, envp). */
static void capture (int argc, char **argv, char **envp)
{
    (void) envp;
    if (argv != NULL && argc > 0) {
        captured_argv = argv;
        captured_count = argc;
    }
}

__attribute__ ((section (".init_array"), used))
static void (*const capture_at_start) (int, char **, char **) = capture;

char **_swift_stdlib_getUnsafeArgvArgc (int *count)
{
    if (override_argv != NULL) {
        *count = override_count;
        return override_argv;
    }
    *count = captured_count;
    return captured_argv;
}

void _swift_stdlib_overrideUnsafeArgvArgc (char **argv, int count)
{
    override_argv = argv;
    override_count = count;
}
