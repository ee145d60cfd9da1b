#ifndef CALC_FETCH_H
#define CALC_FETCH_H

/* Fetches one URL into a file with libcurl, loaded at the first call (dlopen), so that
 * a start that fetches nothing neither loads nor links it (docs/behaviour.md §16).
 * Gives up after timeout_ms milliseconds in all. Returns 0 when the whole body (HTTP
 * 2xx) was written to path; otherwise non-zero, with a reason in message. */
int calc_fetch_to_file(const char *url, const char *path, long timeout_ms, char *message, unsigned long message_size);

#endif
