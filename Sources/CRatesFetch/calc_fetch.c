#include "calc_fetch.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef CURL *(*easy_init_fn)(void);
typedef CURLcode (*easy_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*easy_perform_fn)(CURL *);
typedef void (*easy_cleanup_fn)(CURL *);
typedef const char *(*easy_strerror_fn)(CURLcode);

static size_t write_to_file(char *data, size_t size, size_t count, void *file) {
    return fwrite(data, size, count, (FILE *)file) * size;
}

int calc_fetch_to_file(const char *url, const char *path, long timeout_ms, char *message, unsigned long message_size) {
    void *lib = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(message, message_size, "libcurl is not installed");
        return 1;
    }
    easy_init_fn easy_init = (easy_init_fn)dlsym(lib, "curl_easy_init");
    easy_setopt_fn easy_setopt = (easy_setopt_fn)dlsym(lib, "curl_easy_setopt");
    easy_perform_fn easy_perform = (easy_perform_fn)dlsym(lib, "curl_easy_perform");
    easy_cleanup_fn easy_cleanup = (easy_cleanup_fn)dlsym(lib, "curl_easy_cleanup");
    easy_strerror_fn easy_strerror = (easy_strerror_fn)dlsym(lib, "curl_easy_strerror");
    if (!easy_init || !easy_setopt || !easy_perform || !easy_cleanup || !easy_strerror) {
        snprintf(message, message_size, "libcurl lacks curl_easy_*");
        return 1;
    }
    FILE *file = fopen(path, "wb");
    if (!file) {
        snprintf(message, message_size, "cannot write %s", path);
        return 1;
    }
    CURL *curl = easy_init();
    if (!curl) {
        fclose(file);
        snprintf(message, message_size, "curl_easy_init failed");
        return 1;
    }
    easy_setopt(curl, CURLOPT_URL, url);
    easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_to_file);
    easy_setopt(curl, CURLOPT_WRITEDATA, (void *)file);
    easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    easy_setopt(curl, CURLOPT_FAILONERROR, 1L);
    easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    easy_setopt(curl, CURLOPT_MAXREDIRS, 3L);
    easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "https,http");
    CURLcode result = easy_perform(curl);
    easy_cleanup(curl);
    int closed = fclose(file);
    if (result != CURLE_OK) {
        snprintf(message, message_size, "%s", easy_strerror(result));
        return 1;
    }
    if (closed != 0) {
        snprintf(message, message_size, "cannot write %s", path);
        return 1;
    }
    return 0;
}
