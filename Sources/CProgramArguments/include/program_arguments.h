/* The program's arguments for the Swift runtime, without its /proc/self/maps scan.
 *
 * Swift's `CommandLine.arguments` asks the runtime's C++ stubs for argv through
 * `_swift_stdlib_getUnsafeArgvArgc`. In a binary linked with `--static-swift-stdlib` the
 * runtime's own definition comes with a static constructor that finds argv by reading
 * /proc/self/maps line by line (365–375 lines once GTK's libraries are loaded: 0.5 ms
 * before `main`, at every start, window or not). program_arguments.c defines the same two
 * functions, so the linker never takes the runtime's object from libswiftCore.a, and
 * takes argc and argv from glibc, which passes them to every constructor of the program
 * (`.init_array`). No Swift code imports this header: it documents what the target
 * provides, for the C file that includes it.
 *
 * Only the statically linked release build uses these: a debug or test build links the
 * shared libswiftCore.so, which binds its own definitions, and ours are then unused.
 * Should a toolchain ever link the runtime's object as well, the link fails on the
 * duplicate symbols; Tests/e2e/test_install.sh checks the release binary has ours and
 * no grabber, and runs it with arguments. */
#ifndef PROGRAM_ARGUMENTS_H
#define PROGRAM_ARGUMENTS_H

/** argv as the process received it (never NULL), its length in *count. */
char **_swift_stdlib_getUnsafeArgvArgc (int *count);

/** Replaces what the first returns (the runtime's own entry point for this). */
void _swift_stdlib_overrideUnsafeArgvArgc (char **argv, int count);

#endif
