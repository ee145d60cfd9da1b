/* argc and argv for the Swift runtime, captured from glibc before main (see
 * include/program_arguments.h for why this replaces the runtime's own definition). */
#include "program_arguments.h"

#include <stddef.h>

static char *no_arguments[] = { NULL };
static char **captured_argv = no_arguments;
static int captured_count;

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
    *count = captured_count;
    return captured_argv;
}

void _swift_stdlib_overrideUnsafeArgvArgc (char **argv, int count)
{
    captured_argv = argv != NULL ? argv : no_arguments;
    captured_count = argv != NULL ? count : 0;
}
